import type { Page } from '@playwright/test';
import { expect, serverNow, test } from './fixtures';
import { closeDialog, expectAccessible, expectUniqueIdsAndNames, signInAs } from './helpers';

// A production run, its batch and the stock screens on a busy 2-core machine.
test.describe.configure({ timeout: 150_000 });

/** The id of a product by its code, through the API with the test's session. */
async function productId(page: Page, token: string, code: string): Promise<number> {
  const answer = await page.request.post('/api/product/list', {
    headers: { Authorization: `Bearer ${token}` },
    data: { search: code, perPage: 10 },
  });
  expect(answer.status()).toBe(200);
  const { datas } = (await answer.json()) as { datas: Array<{ id: number; code: string }> };
  const found = datas.find((p) => p.code === code);
  expect(found, `product ${code}`).toBeTruthy();
  return found!.id;
}

interface RunCap {
  expiryDate: string;
  expiryCap: { expiryDate: string; material: { name: string } } | null;
  batch: { id: number } | null;
}

/** A date as the batch table shows it (`31 Des 2034`). */
const dayText = (date: string) =>
  new Intl.DateTimeFormat('id-ID', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${date}T00:00:00Z`));

test('a production run takes two materials (short stock refused on its line), its batch moves fresh → frozen, is counted, and the run is deleted', async ({
  page,
}) => {
  const session = await signInAs(page, 'admin');
  const stamp = `e2e-${Date.now().toString(36)}`;
  // A far expiry: the batch's is capped by the earliest of the lots its inputs take (issue 39).
  const year = serverNow().getFullYear() + 8;

  await page.goto('produksi');
  await expect(page.getByRole('heading', { level: 1, name: 'Produksi' })).toBeVisible();
  await page.getByTestId('produksi-add').click();
  const dialog = page.getByRole('dialog', { name: 'Tambah Produksi' });
  // The product is searched on the server as the user types.
  await dialog.getByRole('combobox', { name: /^Produk/ }).fill('KPM');
  await page.getByRole('option', { name: 'KPM – Kuah Pempek' }).click();
  await page.locator('#produksi-qty').fill('10');
  // The product's recipe (if any) fills the lines; this run lists its own two materials.
  await expect(dialog.getByText(/cukup untuk|belum punya resep/)).toBeVisible();
  const lines = dialog.getByRole('group', { name: 'Bahan baku yang dipakai' }).getByRole('listitem');
  for (let n = await lines.count(); n > 1; n -= 1)
    await dialog.getByRole('button', { name: `Hapus bahan baris ${n}` }).click();
  await expect(lines).toHaveCount(1);
  // A line's material is searched on the server as it is typed (never the whole table).
  await lines.nth(0).getByRole('combobox').fill('Tepung Tapioka');
  await page.getByRole('option', { name: /^Tepung Tapioka/ }).click();
  await lines.nth(0).getByRole('textbox').fill('0,5');
  await dialog.getByRole('button', { name: 'Tambah bahan' }).click();
  await lines.nth(1).getByRole('combobox').fill('Garam');
  await page.getByRole('option', { name: /^Garam/ }).click();
  await lines.nth(1).getByRole('textbox').fill('99999');
  await page.locator('#produksi-expiryDate').fill(`31/12/${year}`);
  await page.locator('#produksi-note').fill(stamp);
  await dialog.getByRole('button', { name: 'Simpan' }).click();
  // More Garam than there is: refused on that line's field, with what is available.
  await expect(lines.nth(1).getByText(/Stok Garam tersedia 1,537 kg|Stok Garam tersedia/)).toBeVisible();
  await expect(dialog).toBeVisible();
  await lines.nth(1).getByRole('textbox').fill('0,1');
  await dialog.getByRole('button', { name: 'Simpan' }).click();
  await expect(dialog).toBeHidden();

  await page.goto(`produksi?q=${stamp}`);
  const runRow = page.getByRole('row').filter({ hasText: 'Kuah Pempek' });
  await expect(runRow).toHaveCount(1);
  await expect(runRow).toContainText('Tepung Tapioka 0,5 kg');
  await expect(runRow).toContainText('Garam 0,1 kg');
  await expect(runRow).toContainText('10 liter');

  // The run's expiry: capped below the date given by a lot its inputs took, which the run names.
  const runs = await page.request.post('/api/produksi/list', {
    headers: { authorization: `Bearer ${session.token}` },
    data: { search: stamp },
  });
  const made = ((await runs.json()) as { datas: Array<RunCap> }).datas[0]!;
  expect(made.expiryCap).not.toBeNull();
  expect(made.expiryDate < `${year}-12-31`).toBe(true);
  expect(made.expiryDate).toBe(made.expiryCap!.expiryDate);
  await expect(runRow).toContainText(made.expiryCap!.material.name);
  const expiry = dayText(made.expiryDate);

  // Its batch (the one with that expiry and this run's 10 liter): fresh 10 → move 4 to frozen.
  const id = await productId(page, session.token, 'KPM');
  await page.goto(`stock-product?view=batch&productId=${id}&sort=expiryDate&dir=desc`);
  const rows = page.getByRole('row');
  await expect(rows.filter({ hasText: expiry }).filter({ hasText: '10 liter' })).not.toHaveCount(0);
  const index = (await rows.allTextContents()).findIndex((r) => r.includes(expiry) && r.includes('10 liter'));
  const batchRow = rows.nth(index);
  await expect(batchRow.getByRole('cell').nth(4)).toHaveText('10 liter');
  await batchRow.getByRole('button', { name: /^Pindahkan stok/ }).click();
  const move = page.getByRole('dialog', { name: 'Pindahkan Stok' });
  await expect(move.getByRole('radio', { name: /Segar → Beku/ })).toBeChecked();
  await move.locator('#stock-move-qty').fill('4');
  await move.getByRole('button', { name: 'Pindahkan Stok' }).click();
  await expect(move).toBeHidden();
  await expect(batchRow.getByRole('cell').nth(4)).toHaveText('6 liter');
  await expect(batchRow.getByRole('cell').nth(5)).toHaveText('4 liter');

  // A count with its reason: 5 found in fresh, the variance said before saving.
  await batchRow.getByRole('button', { name: /^Hitung ulang/ }).click();
  const adjust = page.getByRole('dialog', { name: 'Penyesuaian Stok' });
  await expect(adjust.getByRole('radio', { name: /Koreksi hitung/ })).toBeChecked();
  await adjust.locator('#stock-adjust-qty').fill('5');
  await expect(adjust.getByText(/Tercatat 6 liter; selisih −1 liter/)).toBeVisible();
  await adjust.locator('#stock-adjust-note').fill('Opname sore');
  await adjust.getByRole('button', { name: 'Simpan' }).click();
  await expect(adjust).toBeHidden();
  await expect(page.getByText(/Penyesuaian tercatat: −1 liter/, { exact: false }).last()).toBeVisible();
  await expect(batchRow.getByRole('cell').nth(4)).toHaveText('5 liter');

  // The batch's ledger: production, the two rows of the move, the count.
  await batchRow.getByRole('button', { name: /^Riwayat/ }).click();
  const ledger = page.getByRole('dialog', { name: /^Riwayat stok/ });
  await expect(ledger.getByRole('row')).toHaveCount(5);
  await expect(ledger.getByRole('cell', { name: 'Koreksi hitung' })).toBeVisible();
  await expect(ledger.getByRole('cell', { name: 'Pindah segar/beku' })).toHaveCount(2);
  await expect(ledger.getByRole('cell', { name: 'Produksi' })).toBeVisible();
  await ledger.getByRole('button', { name: 'Tutup' }).last().click();

  // Deleting the run gives its materials back and removes its batch.
  await page.goto(`produksi?q=${stamp}`);
  await page.getByRole('button', { name: /^Hapus Kuah Pempek/ }).click();
  const confirm = page.getByRole('alertdialog');
  await confirm.getByRole('button', { name: 'Hapus' }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByText(`Tidak ada data yang cocok dengan "${stamp}".`)).toBeVisible();
  await page.goto(`stock-product?view=batch&productId=${id}&sort=expiryDate&dir=desc&includeEmpty=true`);
  await expect(page.getByRole('table', { name: 'Daftar batch produk' })).not.toHaveAttribute('aria-busy');
  const left = await page.request.post('/api/stock/list', {
    headers: { authorization: `Bearer ${session.token}` },
    data: { productId: id, includeEmpty: true, perPage: 'all' },
  });
  const batches = ((await left.json()) as { datas: Array<{ id: number }> }).datas;
  expect(batches.some((b) => b.id === made.batch!.id)).toBe(false);
});

test('axe: packaging, production (and its dialogs), product stock (both views and the adjustment)', async ({
  page,
}) => {
  await signInAs(page, 'admin');
  await page.goto('packaging');
  await expect(page.getByRole('cell', { name: 'Kerdus', exact: true })).toBeVisible();
  await expectUniqueIdsAndNames(page, 'packaging');
  await expectAccessible(page, 'packaging');
  await page.getByTestId('packaging-add').click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expectAccessible(page, 'packaging add dialog');
  await closeDialog(page.getByRole('dialog'));

  await page.goto('produksi');
  await expect(page.getByRole('table', { name: 'Daftar produksi' })).not.toHaveAttribute('aria-busy');
  await expectUniqueIdsAndNames(page, 'produksi');
  await expectAccessible(page, 'produksi');
  await page.getByTestId('produksi-add').click();
  await page
    .getByRole('dialog')
    .getByRole('combobox', { name: /^Produk/ })
    .fill('BTY');
  await page.getByRole('option', { name: 'BTY – Baso Tahu' }).click();
  await expect(page.getByRole('dialog').getByText(/cukup untuk|belum punya resep/)).toBeVisible();
  await expectUniqueIdsAndNames(page, 'produksi add dialog');
  await expectAccessible(page, 'produksi add dialog');
  await closeDialog(page.getByRole('dialog'), { discard: true });
  await page.getByRole('button', { name: 'Resep' }).click();
  await expect(page.getByRole('dialog', { name: 'Resep produk' }).getByRole('row').nth(1)).toBeVisible();
  await expectAccessible(page, 'recipes dialog');
  await closeDialog(page.getByRole('dialog', { name: 'Resep produk' }));

  await page.goto('stock-product');
  await expect(page.getByRole('table', { name: 'Stok tersedia per produk' })).not.toHaveAttribute(
    'aria-busy',
  );
  await expectUniqueIdsAndNames(page, 'stock-product');
  await expectAccessible(page, 'stock-product per product');
  await page.getByRole('tab', { name: 'Per batch' }).click();
  await expect(page.getByRole('table', { name: 'Daftar batch produk' })).not.toHaveAttribute('aria-busy');
  await expectAccessible(page, 'stock-product per batch');
  await page.getByTestId('stock-adjust').click();
  await expect(page.getByRole('dialog', { name: 'Penyesuaian Stok' })).toBeVisible();
  await expectAccessible(page, 'stock adjustment dialog');
});
