import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { closeDialog, expectAccessible, expectUniqueIdsAndNames, signInAs } from './helpers';

const signedOut = ['login', 'register', 'page-not-found'];
const screens: Array<{ path: string; heading: string | RegExp; addKey?: string }> = [
  { path: 'dashboard', heading: /^Selamat (pagi|siang|sore|malam)/ },
  { path: 'profile', heading: 'Profil' },
  { path: 'FAQ', heading: 'Bantuan (FAQ)' },
  { path: 'menuManagement', heading: 'Menu Management', addKey: 'menu' },
  { path: 'authorizationGroup', heading: 'Authorization Group', addKey: 'group' },
  { path: 'user-management', heading: 'User Management', addKey: 'user' },
  { path: 'position-management', heading: 'Position Management', addKey: 'position' },
  { path: 'transaction/data', heading: 'Data Transaksi', addKey: 'transaction' },
  { path: 'report', heading: 'Laporan Penjualan' },
  { path: 'report/expenses', heading: 'Laporan Pengeluaran' },
  { path: 'backup', heading: 'Cadangan Data' },
];

/** Switches the theme with the app's own toggle (and checks that it took). */
async function toggleTheme(page: Page, to: 'light' | 'dark') {
  await page.getByTestId('theme-toggle').first().click();
  await expect(page.locator('html')).toHaveAttribute('data-pawon-theme', to);
}

// axe over big tables and dialogs is slow on a busy 2-core machine.
test.describe.configure({ timeout: 120_000 });

test('axe: signed-out screens, light and dark', async ({ page }) => {
  for (const path of signedOut) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectUniqueIdsAndNames(page, path);
    await expectAccessible(page, `${path} (light)`);
    await toggleTheme(page, 'dark');
    await expectAccessible(page, `${path} (dark)`);
    await toggleTheme(page, 'light');
  }
});

for (const screen of screens) {
  test(`axe: ${screen.path}${screen.addKey ? ' and its add dialog' : ''}, light and dark`, async ({
    page,
  }) => {
    await signInAs(page, 'admin');
    await page.goto(screen.path);
    await expect(page.getByRole('heading', { level: 1, name: screen.heading })).toBeVisible();
    // Wait for the data, not the skeleton.
    await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0);
    await expectUniqueIdsAndNames(page, screen.path);
    for (const mode of ['light', 'dark'] as const) {
      if (mode === 'dark') await toggleTheme(page, 'dark');
      await expectAccessible(page, `${screen.path} (${mode})`);
      if (screen.addKey) {
        await page.getByTestId(`${screen.addKey}-add`).click();
        const dialog = page.getByRole('dialog');
        await expect(dialog).toBeVisible();
        await expect(page.locator('[role="dialog"] [aria-busy="true"]')).toHaveCount(0);
        if (mode === 'light') await expectUniqueIdsAndNames(page, `${screen.path} add dialog`);
        await expectAccessible(page, `${screen.path} add dialog (${mode})`);
        await closeDialog(dialog);
      }
    }
  });
}
