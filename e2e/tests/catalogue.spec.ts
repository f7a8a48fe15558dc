import fs from 'node:fs';
import type { Download, Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { closeDialog, expectAccessible, expectUniqueIdsAndNames, field, signInAs } from './helpers';

// A 1×1 PNG: the server checks an image by its content, not its name.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

test.describe.configure({ timeout: 120_000 });

/** Chooses an option of a Radix select (a form field or a filter) by the field's label. */
async function choose(scope: Page | Locator, page: Page, label: string, option: string | RegExp) {
  await scope.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option }).click();
}

/** Types into a searchable field and picks the option. */
async function pick(scope: Locator, page: Page, label: string, typed: string, option: string) {
  const input = scope.getByRole('combobox', { name: label, exact: true });
  await input.fill(typed);
  await page.getByRole('option', { name: option, exact: true }).click();
  await expect(input).toHaveValue(option);
}

/** The rows of the list (without the header). */
const bodyRows = (page: Page) => page.locator('main table tbody tr');

async function waitForList(page: Page) {
  await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0);
}

/** Searches a list and waits for its answer: a row's button clicked before then may belong to the list it replaces. */
async function search(page: Page, label: string, text: string) {
  await page.getByLabel(label).fill(text);
  await page.getByLabel(label).press('Enter');
  await expect(page).toHaveURL((url) => url.searchParams.get('q') === text);
  await waitForList(page);
}

async function exportAs(page: Page, key: string, format: 'Excel (XLSX)' | 'CSV'): Promise<Download> {
  await page.getByTestId(`${key}-export`).click();
  const download = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: format }).click();
  return download;
}

async function text(download: Download): Promise<string> {
  return fs.readFileSync((await download.path())!, 'utf8');
}

test('products: create with image, edit, search, filter, sort, delete, refused delete', async ({ page }) => {
  const stamp = Date.now().toString(36).toUpperCase();
  const code = `E2E${stamp}`.slice(0, 20);
  const name = `Produk Uji ${stamp}`;
  await signInAs(page, 'admin');
  await page.goto('items/produk');
  await expect(page.getByRole('heading', { level: 1, name: 'Produk' })).toBeVisible();
  await waitForList(page);

  // Create, with an image.
  await page.getByTestId('product-add').click();
  const dialog = page.getByRole('dialog');
  await field(dialog, 'Kode').fill(code);
  await field(dialog, 'Nama produk').fill(name);
  await choose(dialog, page, 'Kategori', 'Baso Tahu & Siomay');
  await field(dialog, 'Harga/satuan').fill('12500');
  await choose(dialog, page, 'Satuan', 'pcs');
  await field(dialog, 'Stok minimum').fill('20');
  await dialog
    .locator('input[type="file"]')
    .setInputFiles({ name: 'produk.png', mimeType: 'image/png', buffer: PNG });
  await dialog.getByRole('button', { name: 'Simpan' }).click();
  await expect(dialog).toBeHidden();
  const row = page.getByRole('row', { name: new RegExp(code) });
  await expect(row).toContainText('Rp 12.500/pcs');
  await expect(row.locator('img')).toHaveAttribute('src', /\/api\/files\/products\//);

  // A duplicate code is refused on its field.
  await page.getByTestId('product-add').click();
  await field(dialog, 'Kode').fill(code);
  await field(dialog, 'Nama produk').fill(`${name} kembar`);
  await choose(dialog, page, 'Kategori', 'Pempek');
  await field(dialog, 'Harga/satuan').fill('1000');
  await choose(dialog, page, 'Satuan', 'pcs');
  await dialog.getByRole('button', { name: 'Simpan' }).click();
  await expect(field(dialog, 'Kode')).toHaveAccessibleDescription(/sudah/);
  await dialog.getByRole('button', { name: 'Batal' }).click();
  // A filled form asks before it closes (issue 37).
  await page
    .getByRole('alertdialog', { name: 'Buang perubahan?' })
    .getByRole('button', { name: 'Buang' })
    .click();
  await expect(dialog).toBeHidden();

  // Edit.
  await row.getByRole('button', { name: `Ubah ${code} – ${name}` }).click();
  await expect(field(dialog, 'Harga/satuan')).toHaveValue(/12\.500/);
  await field(dialog, 'Harga/satuan').fill('13000');
  await dialog.getByRole('button', { name: 'Simpan' }).click();
  await expect(dialog).toBeHidden();
  await expect(row).toContainText('Rp 13.000/pcs');

  // Search (kept in the URL).
  await page.getByLabel('Cari produk').fill(code);
  await page.getByLabel('Cari produk').press('Enter');
  await expect(page).toHaveURL(new RegExp(`q=${code}`));
  await expect(bodyRows(page)).toHaveCount(1);
  await page.getByLabel('Cari produk').fill('');
  await page.getByLabel('Cari produk').press('Enter');

  // Filter by category, then sort by price both ways.
  await choose(page, page, 'Kategori', 'Pempek');
  await expect(page).toHaveURL(/categoryId=\d+/);
  await waitForList(page);
  await expect(bodyRows(page)).toHaveCount(2);
  await page.getByRole('button', { name: 'Harga/satuan' }).click();
  await expect(page).toHaveURL(/sort=price/);
  await waitForList(page);
  await expect(bodyRows(page).first()).toContainText('Kuah Pempek');
  await page.getByRole('button', { name: 'Harga/satuan' }).click();
  await expect(page).toHaveURL(/dir=desc/);
  await waitForList(page);
  await expect(bodyRows(page).first()).toContainText('Rp 10.000/pcs');
  await choose(page, page, 'Status', 'Nonaktif');
  await waitForList(page);
  await expect(page.getByText('Tidak ada data yang cocok dengan filter ini.')).toBeVisible();
  await page.goto('items/produk');
  await waitForList(page);

  // A product already produced cannot be deleted: the confirmation says why and stays open.
  await page.getByRole('button', { name: 'Hapus BTY – Baso Tahu' }).click();
  const confirm = page.getByRole('alertdialog');
  await confirm.getByRole('button', { name: 'Hapus' }).click();
  await expect(confirm).toContainText('sudah diproduksi');
  await confirm.getByRole('button', { name: 'Batal' }).click();
  await expect(page.getByRole('row', { name: /BTY/ })).toBeVisible();

  // The new one can.
  await page.getByRole('button', { name: `Hapus ${code} – ${name}` }).click();
  await confirm.getByRole('button', { name: 'Hapus' }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByRole('row', { name: new RegExp(code) })).toHaveCount(0);
});

test('products: export with the list filters, import with a bad row, then a good file', async ({ page }) => {
  const stamp = Date.now().toString(36).toUpperCase();
  const code = `IMP${stamp}`.slice(0, 20);
  await signInAs(page, 'admin');
  await page.goto('items/produk?q=pempek');
  await waitForList(page);

  const xlsx = await exportAs(page, 'product', 'Excel (XLSX)');
  expect(xlsx.suggestedFilename()).toMatch(/\.xlsx$/);
  expect(fs.statSync((await xlsx.path())!).size).toBeGreaterThan(1000);
  const csv = await text(await exportAs(page, 'product', 'CSV'));
  expect(csv).toMatch(/Kode/);
  expect(csv).toContain('KPM');
  // The search went along: Baso Tahu is not a pempek.
  expect(csv).not.toContain('BTY');

  await page.getByTestId('product-import').click();
  const dialog = page.getByRole('dialog', { name: 'Impor produk' });
  const template = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Unduh templat CSV' }).click();
  expect(await text(await template)).toMatch(/^\uFEFF?Kode/);

  const header = 'Kode,Nama,Kategori,Harga,Satuan,Stok Minimum,Aktif,Keterangan';
  const good = `${code},Produk Impor ${stamp},Pempek,4500,pcs,10,Ya,Dari berkas`;
  await dialog.getByLabel('Berkas CSV atau XLSX').setInputFiles({
    name: 'produk.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(`${header}\n${good}\nBAD${stamp},Produk Rusak,Kategori Hilang,abc,pcs,,Ya,\n`),
  });
  await dialog.getByRole('button', { name: 'Periksa berkas' }).click();
  const result = page.getByTestId('product-import-result');
  await expect(result).toContainText('1 akan ditambahkan');
  await expect(result).toContainText('1 bermasalah');
  const bad = result.locator('tr[data-action="error"]');
  await expect(bad).toContainText('3');
  await expect(bad).toContainText('Kategori');
  await expect(bad).toContainText('Kategori Hilang');
  await expect(bad).toContainText('abc');
  await expect(dialog.getByTestId('product-import-apply')).toHaveCount(0);

  await dialog.getByLabel('Berkas CSV atau XLSX').setInputFiles({
    name: 'produk.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(`${header}\n${good}\n`),
  });
  await dialog.getByRole('button', { name: 'Periksa berkas' }).click();
  await expect(result).toContainText('1 akan ditambahkan, 0 akan diperbarui, 0 bermasalah');
  await dialog.getByRole('button', { name: 'Impor 1 baris' }).click();
  await expect(dialog).toBeHidden();
  await page.goto(`items/produk?q=${code}`);
  await expect(page.getByRole('row', { name: new RegExp(code) })).toContainText('Rp 4.500/pcs');
});

test('customers: create with the region cascade, edit, search, filter, sort, delete; one with orders and a used ongkir are refused', async ({
  page,
}) => {
  const stamp = Date.now().toString(36);
  const name = `E2E Customer ${stamp}`;
  const phone = `0857 ${String(Date.now()).slice(-4)} ${String(Date.now()).slice(-8, -4)}`;
  await signInAs(page, 'admin');
  await page.goto('data-customer');
  await expect(page.getByRole('heading', { level: 1, name: 'Data Customer' })).toBeVisible();
  await waitForList(page);

  await page.getByTestId('customer-add').click();
  const dialog = page.getByRole('dialog');
  await field(dialog, 'Nama').fill(name);
  await field(dialog, 'Telepon').fill(phone);
  await choose(dialog, page, 'Kategori', 'Distributor');
  // The regency waits for its province, the district for its regency.
  await expect(dialog.getByRole('combobox', { name: 'Kabupaten/kota', exact: true })).toBeDisabled();
  await pick(dialog, page, 'Provinsi', 'jawa bar', 'Jawa Barat');
  await pick(dialog, page, 'Kabupaten/kota', 'kota band', 'Kota Bandung');
  await pick(dialog, page, 'Kecamatan', 'cobl', 'Coblong');
  await field(dialog, 'Alamat').fill('Jl. Uji No. 1');
  await field(dialog, 'Patokan').fill('Depan gerbang');
  await choose(dialog, page, 'Ongkir', /^3 - 5 Km/);
  await dialog.getByRole('button', { name: 'Simpan' }).click();
  await expect(dialog).toBeHidden();
  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect(row).toContainText('Coblong, Kota Bandung');
  await expect(row).toContainText('3 - 5 Km');
  // The phone is kept in one form.
  await expect(row).toContainText(phone.replace(/ /g, '-'));

  // Edit: a new regency empties the district.
  await row.getByRole('button', { name: `Ubah ${name}` }).click();
  await expect(dialog.getByRole('combobox', { name: 'Kecamatan', exact: true })).toHaveValue('Coblong');
  await pick(dialog, page, 'Kabupaten/kota', 'cimahi', 'Kota Cimahi');
  await expect(dialog.getByRole('combobox', { name: 'Kecamatan', exact: true })).toHaveValue('');
  await pick(dialog, page, 'Kecamatan', 'cimahi teng', 'Cimahi Tengah');
  await dialog.getByRole('button', { name: 'Simpan' }).click();
  await expect(dialog).toBeHidden();
  await expect(row).toContainText('Cimahi Tengah, Kota Cimahi');

  // Search.
  await page.getByLabel('Cari customer').fill(stamp);
  await page.getByLabel('Cari customer').press('Enter');
  await expect(bodyRows(page)).toHaveCount(1);
  await page.getByLabel('Cari customer').fill('');
  await page.getByLabel('Cari customer').press('Enter');

  // Filters: category, then province → regency (the regency filter waits for its province).
  await choose(page, page, 'Kategori', 'Distributor');
  // The list reloads after the URL changes: wait for the filtered rows, not only for a quiet table.
  await expect
    .poll(async () => {
      await waitForList(page);
      // The category's first line (how the customer pays is under it).
      const categories = await bodyRows(page).locator('td:nth-child(3)').allTextContents();
      return categories.length > 0 && categories.every((category) => category.startsWith('Distributor'));
    })
    .toBe(true);
  await expect(page.getByRole('combobox', { name: 'Kabupaten/kota' })).toBeDisabled();
  await choose(page, page, 'Provinsi', 'Jawa Barat');
  await choose(page, page, 'Kabupaten/kota', 'Kota Cimahi');
  await expect(page).toHaveURL(/regencyCode=32\.77/);
  await expect(page.getByRole('row', { name: new RegExp(name) })).toBeVisible();
  await expect
    .poll(async () => {
      await waitForList(page);
      const places = await bodyRows(page).locator('td:nth-child(4)').allTextContents();
      return places.length > 0 && places.every((place) => place.includes('Kota Cimahi'));
    })
    .toBe(true);

  // Sort by name, descending.
  await page.goto('data-customer');
  await waitForList(page);
  await page.getByRole('button', { name: 'Nama', exact: true }).click();
  await expect(page).toHaveURL(/dir=desc/);
  await expect
    .poll(async () => {
      await waitForList(page);
      const names = (await bodyRows(page).locator('td:first-child').allTextContents()).map((n) =>
        n.toLowerCase(),
      );
      return names.length > 2 && names[0]! >= names[1]! && names[1]! >= names[2]!;
    })
    .toBe(true);

  // Delete.
  await search(page, 'Cari customer', stamp);
  await page.getByRole('button', { name: `Hapus ${name}` }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText(name);
  await confirm.getByRole('button', { name: 'Hapus' }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByText(`Tidak ada data yang cocok dengan "${stamp}".`)).toBeVisible();

  // A customer with orders cannot be deleted: the confirmation says why and stays open.
  await search(page, 'Cari customer', 'Warung Bu Sari');
  await page.getByRole('button', { name: 'Hapus Warung Bu Sari' }).click();
  await confirm.getByRole('button', { name: 'Hapus' }).click();
  await expect(confirm).toContainText(/memiliki \d+ transaksi/);
  await confirm.getByRole('button', { name: 'Batal' }).click();
  await expect(page.getByRole('row', { name: /Warung Bu Sari/ })).toBeVisible();

  // An ongkir bracket that customers use cannot be deleted.
  await page.goto('items/ongkir');
  await waitForList(page);
  await page.getByRole('button', { name: 'Hapus 1 - 3 Km' }).click();
  await confirm.getByRole('button', { name: 'Hapus' }).click();
  await expect(confirm).toContainText(/masih dipakai oleh \d+ customer/);
  await confirm.getByRole('button', { name: 'Batal' }).click();

  // So can a category with products.
  await page.goto('category-management');
  await waitForList(page);
  await page.getByRole('button', { name: 'Hapus Pempek' }).click();
  await confirm.getByRole('button', { name: 'Hapus' }).click();
  await expect(confirm).toContainText(/masih dipakai oleh \d+ produk/);
});

test('customers: export, import with a bad row, then a good file', async ({ page }) => {
  const stamp = Date.now().toString(36);
  const phone = `0858${String(Date.now()).slice(-8)}`;
  await signInAs(page, 'admin');
  await page.goto('data-customer?category=distributor');
  await waitForList(page);

  const csv = await text(await exportAs(page, 'customer', 'CSV'));
  expect(csv).toMatch(/Nama/);
  expect(csv).toContain('Distributor Sumber Rejeki');
  expect(csv).not.toContain('Warung Bu Sari');

  await page.getByTestId('customer-import').click();
  const dialog = page.getByRole('dialog', { name: 'Impor customer' });
  const header = 'Nama,Telepon,Kategori,Provinsi,Kabupaten/Kota,Kecamatan,Alamat,Patokan,Ongkir';
  const good = `Impor ${stamp},${phone},konsumen,Jawa Barat,Kota Bandung,Coblong,Jl. Impor 1,,1 - 3 Km`;
  await dialog.getByLabel('Berkas CSV atau XLSX').setInputFiles({
    name: 'customer.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(`${header}\n${good}\nRusak ${stamp},0812,grosir,Jawa Barat,Kota Atlantis,,,,\n`),
  });
  await dialog.getByRole('button', { name: 'Periksa berkas' }).click();
  const result = page.getByTestId('customer-import-result');
  await expect(result).toContainText('1 bermasalah');
  const bad = result.locator('tr[data-action="error"]');
  await expect(bad).toContainText('Kabupaten/kota');
  await expect(bad).toContainText('Kategori');
  await expect(dialog.getByTestId('customer-import-apply')).toHaveCount(0);

  await dialog.getByLabel('Berkas CSV atau XLSX').setInputFiles({
    name: 'customer.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(`${header}\n${good}\n`),
  });
  await dialog.getByRole('button', { name: 'Periksa berkas' }).click();
  await expect(result).toContainText('1 akan ditambahkan');
  await dialog.getByRole('button', { name: 'Impor 1 baris' }).click();
  await expect(dialog).toBeHidden();
  await page.goto(`data-customer?q=${stamp}`);
  await expect(page.getByRole('row', { name: new RegExp(`Impor ${stamp}`) })).toContainText(
    'Coblong, Kota Bandung',
  );
});

test('categories, vendors and ongkir: create, edit, search, sort, page, delete, export', async ({ page }) => {
  const stamp = Date.now().toString(36);
  await signInAs(page, 'admin');
  const confirm = page.getByRole('alertdialog');
  const dialog = page.getByRole('dialog');

  // A category with an image; its product count starts at 0, so it can go.
  await page.goto('category-management');
  await waitForList(page);
  await page.getByTestId('category-add').click();
  await field(dialog, 'Nama kategori').fill(`Kategori ${stamp}`);
  await dialog
    .locator('input[type="file"]')
    .setInputFiles({ name: 'kategori.png', mimeType: 'image/png', buffer: PNG });
  await dialog.getByRole('button', { name: 'Simpan' }).click();
  await expect(dialog).toBeHidden();
  const category = page.getByRole('row', { name: new RegExp(`Kategori ${stamp}`) });
  await expect(category.locator('img')).toHaveAttribute('src', /\/api\/files\/categories\//);
  await expect(category).toContainText('0');
  await category.getByRole('button', { name: `Ubah Kategori ${stamp}` }).click();
  await field(dialog, 'Keterangan').fill('Kategori uji');
  await dialog.getByRole('button', { name: 'Simpan' }).click();
  await expect(category).toContainText('Kategori uji');
  await page.getByRole('button', { name: 'Produk', exact: true }).click();
  await expect(page).toHaveURL(/sort=productCount/);
  await page.getByRole('button', { name: `Hapus Kategori ${stamp}` }).click();
  await confirm.getByRole('button', { name: 'Hapus' }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByRole('row', { name: new RegExp(`Kategori ${stamp}`) })).toHaveCount(0);

  // A vendor: a wrong phone is said on its field; search finds it by name; export has it.
  await page.goto('items/vendor');
  await waitForList(page);
  await page.getByTestId('vendor-add').click();
  await field(dialog, 'Nama vendor').fill(`Vendor ${stamp}`);
  await field(dialog, 'Telepon').fill('telepon saya');
  await dialog.getByRole('button', { name: 'Simpan' }).click();
  await expect(field(dialog, 'Telepon')).toHaveAccessibleDescription(/hanya boleh berisi angka/);
  await field(dialog, 'Telepon').fill('0812 5555 0000');
  await dialog.getByRole('button', { name: 'Simpan' }).click();
  await expect(dialog).toBeHidden();
  await page.getByLabel('Cari vendor').fill(`Vendor ${stamp}`);
  await page.getByLabel('Cari vendor').press('Enter');
  await expect(bodyRows(page)).toHaveCount(1);
  await page.getByRole('button', { name: `Ubah Vendor ${stamp}` }).click();
  await field(dialog, 'Alamat').fill('Jl. Pemasok 5, Bandung');
  await dialog.getByRole('button', { name: 'Simpan' }).click();
  await expect(bodyRows(page).first()).toContainText('Jl. Pemasok 5');
  expect(await text(await exportAs(page, 'vendor', 'CSV'))).toContain(`Vendor ${stamp}`);
  await page.getByRole('button', { name: `Hapus Vendor ${stamp}` }).click();
  await confirm.getByRole('button', { name: 'Hapus' }).click();
  await expect(page.getByText(`Tidak ada data yang cocok dengan "Vendor ${stamp}".`)).toBeVisible();

  // An ongkir bracket in rupiah, sorted by price, deleted while no customer uses it.
  await page.goto('items/ongkir');
  await waitForList(page);
  await page.getByTestId('ongkir-add').click();
  await field(dialog, 'Label').fill(`Jauh ${stamp}`);
  await field(dialog, 'Tarif').fill('25000');
  await dialog.getByRole('button', { name: 'Simpan' }).click();
  await expect(dialog).toBeHidden();
  const bracket = page.getByRole('row', { name: new RegExp(`Jauh ${stamp}`) });
  await expect(bracket).toContainText('Rp 25.000');
  await bracket.getByRole('button', { name: `Ubah Jauh ${stamp}` }).click();
  await field(dialog, 'Tarif').fill('27500');
  await dialog.getByRole('button', { name: 'Simpan' }).click();
  await expect(bracket).toContainText('Rp 27.500');
  await page.getByRole('button', { name: 'Tarif', exact: true }).click();
  await expect(page).toHaveURL(/dir=desc/);
  await waitForList(page);
  await expect(bodyRows(page).first()).toContainText(`Jauh ${stamp}`);
  await page.getByRole('button', { name: `Hapus Jauh ${stamp}` }).click();
  await confirm.getByRole('button', { name: 'Hapus' }).click();
  await expect(page.getByRole('row', { name: new RegExp(`Jauh ${stamp}`) })).toHaveCount(0);

  // Paging: 30 demo customers, 25 a page.
  await page.goto('data-customer');
  await waitForList(page);
  await expect(bodyRows(page)).toHaveCount(25);
  await page.getByRole('button', { name: 'Halaman berikutnya' }).click();
  await expect(page).toHaveURL(/page=2/);
  await waitForList(page);
  // Other tests of this file may have added customers: the second page shows rows 26 to the last.
  const range = page.getByText(/^Menampilkan 26–[\d.]+ dari [\d.]+$/);
  await expect(range).toBeVisible();
  const last = Number(/–([\d.]+)/.exec((await range.textContent()) ?? '')![1]!.replace(/\./g, ''));
  await expect(bodyRows(page)).toHaveCount(last - 25);
});

const screens = [
  { path: 'category-management', heading: 'Kategori', key: 'category' },
  { path: 'items/produk', heading: 'Produk', key: 'product', importer: true },
  { path: 'items/vendor', heading: 'Vendor', key: 'vendor' },
  { path: 'items/ongkir', heading: 'Ongkir', key: 'ongkir' },
  { path: 'data-customer', heading: 'Data Customer', key: 'customer', importer: true },
];

for (const screen of screens) {
  test(`axe: ${screen.path}, its add${screen.importer ? ' and import' : ''} dialog, light and dark`, async ({
    page,
  }) => {
    await signInAs(page, 'admin');
    await page.goto(screen.path);
    await expect(page.getByRole('heading', { level: 1, name: screen.heading })).toBeVisible();
    await waitForList(page);
    await expectUniqueIdsAndNames(page, screen.path);
    for (const mode of ['light', 'dark'] as const) {
      if (mode === 'dark') {
        await page.getByTestId('theme-toggle').first().click();
        await expect(page.locator('html')).toHaveAttribute('data-pawon-theme', 'dark');
      }
      await expectAccessible(page, `${screen.path} (${mode})`);
      const openers = [`${screen.key}-add`, ...(screen.importer ? [`${screen.key}-import`] : [])];
      for (const opener of openers) {
        await page.getByTestId(opener).click();
        const dialog = page.getByRole('dialog');
        await expect(dialog).toBeVisible();
        await expect(page.locator('[role="dialog"] [aria-busy="true"]')).toHaveCount(0);
        if (mode === 'light') await expectUniqueIdsAndNames(page, `${screen.path} ${opener} dialog`);
        await expectAccessible(page, `${screen.path} ${opener} dialog (${mode})`);
        await closeDialog(dialog);
      }
    }
  });
}
