import { expect, test } from './fixtures';
import { closeDialog, expectAccessible, signInAs } from './helpers';

/**
 * Price tiers, Daftar Harga (issue 39): the owner keeps a list and its prices by date; a cashier's order for a
 * customer on the list is estimated and saved at the list's price of the day, and keeps it.
 */
test("a list's price set by the owner prices the cashier's order for a customer on it", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await signInAs(page, 'owner');
  await page.goto('items/daftar-harga');
  await expect(page.getByRole('heading', { name: 'Daftar Harga' })).toBeVisible();

  // A new list, found by search, then deleted after a confirmation (nobody is on it).
  await page.getByRole('button', { name: /Tambah Daftar harga/ }).click();
  const form = page.getByRole('dialog');
  await form.getByLabel('Nama daftar').fill('Agen Timur E2E');
  await form.getByRole('button', { name: 'Simpan' }).click();
  await expect(form).toBeHidden();
  await expect(page.getByRole('row').filter({ hasText: 'Agen Timur E2E' })).toBeVisible();

  // The seeded Reseller list: Pempek from today at Rp 8.800 instead of the demo's Rp 9.000.
  await page.getByRole('button', { name: 'Atur harga Reseller' }).click();
  const prices = page.getByRole('dialog', { name: 'Harga Reseller' });
  await prices.getByLabel('Cari produk').fill('pempek');
  const pempek = prices
    .getByRole('row')
    .filter({ hasText: /^PM|Pempek$/ })
    .filter({ hasNotText: 'Kuah' });
  await expect(pempek).toContainText('Rp 9.000');
  await pempek.getByRole('checkbox').check();
  await prices.getByRole('button', { name: 'Ubah harga (1)' }).click();
  const set = page.getByRole('dialog', { name: 'Ubah harga' });
  await set.getByLabel('Harga baru').fill('8800');
  await expectAccessible(page, 'set a price');
  await set.getByRole('button', { name: 'Simpan harga' }).click();
  await expect(set).toBeHidden();
  await expect(pempek).toContainText('Rp 8.800');
  await closeDialog(prices);

  const row = page.getByRole('row').filter({ hasText: 'Agen Timur E2E' });
  await row.getByRole('button', { name: /Hapus/ }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: /Hapus/ }).click();
  await expect(row).toHaveCount(0);

  // The cashier's order for Pak Dedi (on Reseller): the estimate and the saved order at Rp 8.800.
  const cashier = await browser.newPage({ baseURL: new URL(page.url()).origin + '/build/' });
  const session = await signInAs(cashier, 'kasir');
  await cashier.goto('transaction/data');
  await cashier.getByTestId('transaction-add').click();
  const order = cashier.getByRole('dialog');
  await order.getByRole('combobox', { name: 'Customer' }).fill('dedi');
  await cashier
    .getByRole('option', { name: /Pak Dedi Reseller/ })
    .first()
    .click();
  const pack = order.getByTestId('transaction-pack').nth(0);
  await pack.getByRole('combobox', { name: 'Jenis kemasan' }).click();
  await cashier.getByRole('option', { name: /Mika/ }).first().click();
  await pack.getByRole('combobox', { name: 'Produk' }).fill('pm');
  await cashier.getByRole('option', { name: /^PM/ }).first().click();
  await pack.getByLabel('Qty per paket').fill('2');
  const totals = order.getByTestId('transaction-totals');
  await expect(totals).toContainText('Rp 17.600');
  await expect(order.getByText('Harga: Reseller')).toBeVisible();
  await expect(pack.getByText('Pempek · Rp 8.800/pcs')).toBeVisible();
  await order.getByRole('button', { name: 'Simpan' }).click();
  await expect(order).toBeHidden();

  const list = await cashier.request.post('/api/transaction/list', {
    headers: { authorization: `Bearer ${session.token}` },
    data: { search: 'Pak Dedi Reseller', perPage: 5 },
  });
  const saved = (
    (await list.json()) as { datas: Array<{ packs: Array<{ lines: Array<{ unitPrice: number }> }> }> }
  ).datas[0]!;
  expect(saved.packs[0]!.lines[0]!.unitPrice).toBe(8800);
  await cashier.close();
});
