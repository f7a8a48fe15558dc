import { expect, newContext, test } from './fixtures';
import { apiLogin, appSettled, expectAccessible, field, sidebarUrls, signInAs, users } from './helpers';

/**
 * The history of changes (issue 19, decision 030): the owner changes a product's price, opens "Riwayat" from its row
 * and reads who changed it, when, and the price before → after in rupiah; a staff user has no such menu, no such
 * button, and the API refuses them.
 */
test('the owner sees a price change before → after from the product row', async ({ page }) => {
  const stamp = Date.now().toString(36).toUpperCase();
  const code = `RWY${stamp}`.slice(0, 20);
  const name = `Produk Riwayat ${stamp}`;
  const owner = await signInAs(page, 'owner');
  const categories = await page.request.post('/api/category/list', {
    headers: { Authorization: `Bearer ${owner.token}` },
    data: { perPage: 1 },
  });
  const categoryId = ((await categories.json()) as { datas: Array<{ id: number }> }).datas[0]!.id;
  const made = await page.request.post('/api/product/add', {
    headers: { Authorization: `Bearer ${owner.token}` },
    data: { code, name, categoryId, price: 10_000, unit: 'pcs' },
  });
  expect(made.status(), await made.text()).toBe(200);

  await page.goto(`items/produk?q=${code}`);
  const row = page.getByRole('row', { name: new RegExp(code) });
  await expect(row).toContainText('Rp 10.000/pcs');
  await row.getByRole('button', { name: `Ubah ${code} – ${name}` }).click();
  const dialog = page.getByRole('dialog');
  await field(dialog, 'Harga/satuan').fill('12500');
  await dialog.getByRole('button', { name: 'Simpan' }).click();
  await expect(dialog).toBeHidden();
  await expect(row).toContainText('Rp 12.500/pcs');

  await row.getByRole('button', { name: `Riwayat perubahan ${code} – ${name}` }).click();
  await expect(page).toHaveURL(/\/change-history\?entity=product&entityId=\d+/);
  await expect(page.getByRole('heading', { level: 1, name: 'Riwayat Perubahan' })).toBeVisible();
  await expect(page.getByTestId('history-record-filter')).toHaveText(`Produk: ${code} – ${name}`);
  const table = page.getByRole('table', { name: 'Daftar perubahan' });
  const rowOf = (action: string) =>
    table.getByRole('row').filter({ has: page.getByRole('cell', { name: action, exact: true }) });
  const change = rowOf('Ubah');
  await expect(change).toHaveCount(1);
  await expect(change).toContainText('Pemilik Pawon');
  await expect(change.getByRole('deletion')).toHaveText('Rp 10.000');
  await expect(change.getByRole('insertion')).toHaveText('Rp 12.500');
  await expect(change).toContainText('Harga:');
  // The record was made before: its create is the row under it.
  const created = rowOf('Tambah');
  await expect(created).toHaveCount(1);
  await expect(created).toContainText('Harga:Rp 10.000');
  await appSettled(page);
  await expectAccessible(page, 'history of changes');
});

test('a staff user has no history menu, no Riwayat button, and the API refuses them', async ({ browser }) => {
  const context = await newContext(browser);
  const page = await context.newPage();
  const staff = await signInAs(page, 'staff');
  await page.goto('dashboard');
  expect(await sidebarUrls(page)).not.toContain('/change-history');

  await page.goto('items/produk');
  await expect(page.getByRole('table')).not.toHaveAttribute('aria-busy', 'true');
  await expect(page.getByRole('row').nth(1)).toBeVisible();
  await expect(page.getByRole('button', { name: /^Riwayat perubahan/ })).toHaveCount(0);

  const list = await page.request.post('/api/change-history/list', {
    headers: { Authorization: `Bearer ${staff.token}` },
    data: {},
  });
  expect(list.status()).toBe(403);
  // The owner is let in, to the same call.
  const owner = await apiLogin(page.request, users.owner.email, users.owner.password);
  const allowed = await page.request.post('/api/change-history/list', {
    headers: { Authorization: `Bearer ${owner.token}` },
    data: { perPage: 1 },
  });
  expect(allowed.status()).toBe(200);
  await context.close();
});
