import { expect, test, type Page } from '@playwright/test';
import { expectAccessible, signInAs } from './helpers';

const screens = [
  { path: 'dashboard', heading: /Selamat/ },
  { path: 'profile', heading: 'Profil' },
  { path: 'FAQ', heading: 'Bantuan (FAQ)' },
  { path: 'menuManagement', heading: 'Menu Management' },
  { path: 'authorizationGroup', heading: 'Authorization Group' },
  { path: 'user-management', heading: 'User Management' },
  { path: 'position-management', heading: 'Position Management' },
];

async function setTheme(page: Page, mode: 'light' | 'dark') {
  await page.addInitScript((m) => localStorage.setItem('pawonTheme', m), mode);
}

for (const mode of ['light', 'dark'] as const) {
  test.describe(`axe, ${mode} theme`, () => {
    test(`signed-out screens`, async ({ page }) => {
      await setTheme(page, mode);
      for (const path of ['login', 'register', 'page-not-found']) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expectAccessible(page, `${path} (${mode})`);
      }
    });

    test(`signed-in screens and their dialogs`, async ({ page }) => {
      await setTheme(page, mode);
      await signInAs(page, 'admin');
      for (const screen of screens) {
        await page.goto(screen.path);
        await expect(page.getByRole('heading', { level: 1, name: screen.heading })).toBeVisible();
        // Wait for the data, not the skeleton.
        await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
        await expectAccessible(page, `${screen.path} (${mode})`);
      }
      for (const key of ['position', 'user', 'group', 'menu']) {
        const path = { position: 'position-management', user: 'user-management', group: 'authorizationGroup', menu: 'menuManagement' }[key]!;
        await page.goto(path);
        await page.getByTestId(`${key}-add`).click();
        await expect(page.getByRole('dialog')).toBeVisible();
        await expect(page.locator('[role="dialog"] [aria-busy="true"]')).toHaveCount(0);
        await expectAccessible(page, `${path} add dialog (${mode})`);
      }
    });
  });
}
