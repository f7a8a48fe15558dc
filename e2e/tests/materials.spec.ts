import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { closeDialog, expectAccessible, expectUniqueIdsAndNames, signInAs } from './helpers';

// Big tables and axe on a busy 2-core machine.
test.describe.configure({ timeout: 120_000 });

/** Picks an option of a (Radix) select by its label. */
async function choose(scope: Locator, page: Page, label: string | RegExp, option: string | RegExp) {
  await scope.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option }).click();
}

async function waitForRows(page: Page) {
  await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0);
}

test.describe.serial('bahan baku: restock, usage refused beyond the stock, edit and delete a usage', () => {
  // A raw material of this attempt's own, with no stock at all: what it holds is what these tests restock. A retry
  // of the group (CI) runs in a new worker, so it gets a new material and does not meet the first attempt's lots.
  const name = `Daun Bawang ${Date.now().toString(36)}`;
  const material = `${name} (kg)`;

  test('a restock becomes stock', async ({ page }) => {
    const session = await signInAs(page, 'admin');
    const made = await page.request.post('/api/bahanBaku/add', {
      headers: { authorization: `Bearer ${session.token}` },
      data: { name, unit: 'kg', unitPrice: 25000 },
    });
    expect(made.status(), await made.text()).toBe(200);
    await page.goto('items/bahan-baku/restock');
    await expect(page.getByRole('heading', { level: 1, name: 'Restock Bahan Baku' })).toBeVisible();
    await waitForRows(page);
    await page.getByTestId('bahanBaku-restock-add').click();
    const dialog = page.getByRole('dialog');
    await choose(dialog, page, /^Bahan/, material);
    await choose(dialog, page, /^Vendor/, /Toko Bumbu/);
    await dialog.getByLabel('Jumlah').fill('5');
    await dialog.getByLabel('Harga satuan').fill('25000');
    await dialog.getByLabel('Kode batch').fill('DB-E2E');
    await dialog.getByRole('button', { name: 'Simpan' }).click();
    await expect(dialog).toBeHidden();
    const row = page.getByRole('row').filter({ hasText: name }).filter({ hasText: 'DB-E2E' });
    await expect(row).toContainText('5 kg');
    await expect(row).toContainText('Rp 125.000');

    await page.goto(`items/bahan-baku/stock?q=${encodeURIComponent(name)}`);
    const stock = page
      .getByRole('table', { name: 'Stok per bahan baku' })
      .getByRole('row')
      .filter({ hasText: name });
    await expect(stock).toContainText('5 kg');
    await expect(stock).toContainText('Cukup');
  });

  test('a usage beyond the stock is refused on its quantity, with the amount available', async ({ page }) => {
    await signInAs(page, 'admin');
    await page.goto('items/bahan-baku/used');
    await expect(page.getByRole('heading', { level: 1, name: 'Penggunaan Bahan Baku' })).toBeVisible();
    await waitForRows(page);
    await page.getByTestId('bahanBaku-used-add').click();
    const dialog = page.getByRole('dialog');
    await choose(dialog, page, /^Bahan/, material);
    const qty = dialog.getByLabel('Jumlah');
    await qty.fill('9');
    await dialog.getByRole('button', { name: 'Simpan' }).click();
    await expect(dialog).toBeVisible();
    await expect(qty).toHaveAccessibleDescription(/tersedia 5 kg/);
    await expect(qty).toBeFocused();

    await qty.fill('2');
    await dialog.getByRole('button', { name: 'Simpan' }).click();
    await expect(dialog).toBeHidden();
    const row = page.getByRole('row').filter({ hasText: name }).filter({ hasText: '2 kg' });
    await expect(row).toBeVisible();
    // The lots it drew from, in its opened row.
    await page.getByRole('button', { name: `Lot yang dipakai ${name} 2 kg` }).click();
    await expect(page.getByRole('table', { name: 'Lot yang dipakai' })).toContainText('DB-E2E');
  });

  test('a usage is edited, then deleted after a confirmation, and its stock comes back', async ({ page }) => {
    await signInAs(page, 'admin');
    await page.goto('items/bahan-baku/used');
    await waitForRows(page);
    await page.getByRole('button', { name: `Ubah ${name} 2 kg` }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Jumlah').fill('3');
    await dialog.getByRole('button', { name: 'Simpan' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: `Ubah ${name} 3 kg` })).toBeVisible();

    await page.getByRole('button', { name: `Hapus ${name} 3 kg` }).click();
    const confirm = page.getByRole('alertdialog');
    await expect(confirm).toContainText('dikembalikan ke lot yang sama');
    await confirm.getByRole('button', { name: 'Hapus' }).click();
    await expect(page.getByRole('button', { name: `Ubah ${name} 3 kg` })).toHaveCount(0);

    await page.goto(`items/bahan-baku/stock?tab=lots&q=${encodeURIComponent(name)}`);
    const lot = page
      .getByRole('table', { name: 'Stok per lot bahan baku' })
      .getByRole('row')
      .filter({ hasText: name });
    await expect(lot).toContainText('5 kg');
  });

  test('a stock count shows its variance before it is recorded', async ({ page }) => {
    await signInAs(page, 'admin');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`items/bahan-baku/stock?q=${encodeURIComponent(name)}`);
    await waitForRows(page);
    await page.getByRole('button', { name: `Hitung stok ${name}` }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Jumlah di rak').fill('4,5');
    const variance = dialog.getByLabel('Selisih hitung');
    await expect(variance).toContainText('−0,5 kg');
    await expect(variance).toContainText('−Rp 12.500');
    await dialog.getByRole('button', { name: 'Simpan hasil hitung' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText(`Hitung stok ${name} dicatat`, { exact: false }).first()).toBeVisible();
  });
});

const screens = [
  { path: 'items/bahan-baku/list', heading: 'Data Bahan Baku', addKey: 'bahanBaku' },
  { path: 'items/bahan-baku/restock', heading: 'Restock Bahan Baku', addKey: 'bahanBaku-restock' },
  { path: 'items/bahan-baku/used', heading: 'Penggunaan Bahan Baku', addKey: 'bahanBaku-used' },
  { path: 'items/bahan-baku/stock', heading: 'Stok Bahan Baku', addKey: 'bahanBaku-count' },
  { path: 'items/bahan-kemasan/list', heading: 'Data Bahan Kemasan', addKey: 'bahanKemasan' },
  { path: 'items/bahan-kemasan/restock', heading: 'Restock Bahan Kemasan' },
  { path: 'items/bahan-kemasan/used', heading: 'Penggunaan Bahan Kemasan' },
  { path: 'items/bahan-kemasan/stock?tab=lots', heading: 'Stok Bahan Kemasan' },
];

for (const screen of screens) {
  test(`axe: ${screen.path}${screen.addKey ? ' and its dialog' : ''}`, async ({ page }) => {
    await signInAs(page, 'admin');
    await page.goto(screen.path);
    await expect(page.getByRole('heading', { level: 1, name: screen.heading })).toBeVisible();
    await waitForRows(page);
    await expectUniqueIdsAndNames(page, screen.path);
    await expectAccessible(page, screen.path);
    if (screen.addKey) {
      await page.getByTestId(`${screen.addKey}-add`).or(page.getByTestId(screen.addKey)).first().click();
      const dialog = page.getByRole('dialog');
      await expect(dialog).toBeVisible();
      await expectUniqueIdsAndNames(page, `${screen.path} dialog`);
      await expectAccessible(page, `${screen.path} dialog`);
      await closeDialog(dialog);
    }
  });
}
