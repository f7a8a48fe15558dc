import fs from 'node:fs';
import type { Download, Locator, Page } from '@playwright/test';
import { expect, newContext, serverNow, test } from './fixtures';
import {
  addUser,
  apiLogin,
  field,
  sidebarUrls,
  signInAs,
  treeUrls,
  useSession,
  type Session,
} from './helpers';

/**
 * A working day per demo role (issue 16), each step at the office width (1366×768); the staff's day runs again on a
 * phone (390×844) in the dark theme. Every record a day changes is its own (a stamp in its name), so other specs
 * running at the same time never move the numbers it asserts.
 */
test.describe.configure({ timeout: 240_000 });
test.use({ viewport: { width: 1366, height: 768 } });

const stampOf = () =>
  `${Date.now().toString(36)}${Math.floor(Math.random() * 36 ** 2).toString(36)}`.toUpperCase();

/** Picks an option of a (Radix) select by its field's label. */
async function choose(scope: Locator, page: Page, label: string | RegExp, option: string | RegExp) {
  await scope.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option }).first().click();
}

/** No list of the screen is loading. */
async function listed(page: Page) {
  await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0);
}

/** A CSV export's rows (RFC 4180: quoted values may hold the separator, quotes and line breaks). */
async function csvRows(download: Download): Promise<string[][]> {
  const text = fs.readFileSync((await download.path())!, 'utf8').replace(/^\uFEFF/, '');
  const separator = (text.split('\n')[0]!.match(/[;,]/) ?? [','])[0];
  const rows: string[][] = [];
  let row: string[] = [];
  let value = '';
  let quoted = false;
  const endRow = () => {
    row.push(value);
    rows.push(row);
    row = [];
    value = '';
  };
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        value += '"';
        i += 1;
      } else if (c === '"') quoted = false;
      else value += c;
    } else if (c === '"') quoted = true;
    else if (c === separator) {
      row.push(value);
      value = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i += 1;
      endRow();
    } else value += c;
  }
  if (value || row.length) endRow();
  return rows;
}

/** A number of a CSV cell (plain, or with a decimal comma when `;` separates). */
const csvNumber = (cell: string | undefined) => Number((cell ?? '').replace(',', '.'));

/** Chooses today as a report's period and waits until its totals say so (the day as the app's zone has it). */
async function today(page: Page) {
  const day = new Intl.DateTimeFormat('id-ID', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Asia/Jakarta',
  }).format(serverNow());
  await page.getByRole('radio', { name: 'Hari ini' }).click();
  await expect(page.getByRole('radio', { name: 'Hari ini' })).toBeChecked();
  await expect(page.getByRole('region', { name: 'Total periode' }).getByRole('paragraph').first()).toHaveText(
    day,
  );
  await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0);
}

/** The data rows above an export's TOTAL row add up, in one column, to what that row says. */
function expectSumsToTotal(rows: string[][], column: string) {
  const at = rows[0]!.indexOf(column);
  const end = rows.findIndex((r) => r[0] === 'TOTAL');
  expect(at, `column ${column} in ${rows[0]!.join('|')}`).toBeGreaterThanOrEqual(0);
  expect(end, 'a TOTAL row').toBeGreaterThan(1);
  // Subtotals (`TOTAL bahan baku`, a TOTAL per unit) come before the grand TOTAL: only the data rows add up.
  const sum = rows
    .slice(1, end)
    .filter((r) => !r[0]!.startsWith('TOTAL'))
    .reduce((total, r) => total + csvNumber(r[at]), 0);
  expect(sum, `the ${column} above TOTAL in ${rows.map((r) => r.join('|')).join('\n')}`).toBe(
    csvNumber(rows[end]![at]),
  );
}

/** A rupiah text (`Rp 1.234.567`) as a number. */
const rupiah = (text: string) => Number(text.replace(/[^\d-]/g, ''));

async function api<T>(page: Page, session: Session, url: string, data: unknown): Promise<T> {
  const res = await page.request.post(url, {
    headers: { authorization: `Bearer ${session.token}` },
    data,
  });
  expect(res.status(), `${url}: ${await res.text()}`).toBe(200);
  return (await res.json()) as T;
}

const firstId = async (page: Page, session: Session, url: string, search: string) =>
  (await api<{ datas: Array<{ id: number }> }>(page, session, url, { search })).datas[0]!.id;

/** A product of the day's own (no recipe, no stock): what it holds is what the day makes of it. */
async function ownProduct(page: Page, session: Session, code: string, name: string, price: number) {
  const categoryId = (await api<{ datas: Array<{ id: number }> }>(page, session, '/api/category/list', {}))
    .datas[0]!.id;
  return (
    await api<{ datas: { id: number } }>(page, session, '/api/product/add', {
      code,
      name,
      categoryId,
      price,
      unit: 'pcs',
      minStock: 0,
      active: true,
    })
  ).datas.id;
}

test("the owner's day: restock, usage, a production run, fresh → frozen, the reports and their exports, the recall trace", async ({
  page,
}) => {
  const session = await signInAs(page, 'owner');
  const stamp = stampOf();
  const material = `Bahan Uji ${stamp}`;
  const packaging = `Kemasan Uji ${stamp}`;
  const lotCode = `BU-${stamp}`;
  const code = `OWN${stamp}`.slice(0, 20);
  const product = `Produk Pemilik ${stamp}`;
  const productId = await ownProduct(page, session, code, product, 12000);

  // A raw material of its own, restocked: 10 kg at Rp 20.000.
  await page.goto('items/bahan-baku/list');
  await expect(page.getByRole('heading', { level: 1, name: 'Data Bahan Baku' })).toBeVisible();
  await listed(page);
  await page.getByTestId('bahanBaku-add').click();
  const add = page.getByRole('dialog', { name: 'Tambah Bahan Baku' });
  await field(add, 'Nama').fill(material);
  await choose(add, page, /^Satuan(?! berat)/, 'kg');
  await field(add, 'Harga acuan').fill('20000');
  await add.getByRole('button', { name: 'Simpan' }).click();
  await expect(add).toBeHidden();

  await page.goto('items/bahan-baku/restock');
  await expect(page.getByRole('heading', { level: 1, name: 'Restock Bahan Baku' })).toBeVisible();
  await listed(page);
  await page.getByTestId('bahanBaku-restock-add').click();
  const restock = page.getByRole('dialog');
  await choose(restock, page, /^Bahan/, `${material} (kg)`);
  await choose(restock, page, /^Vendor/, /Toko Bumbu/);
  await restock.getByLabel('Jumlah').fill('10');
  await restock.getByLabel('Harga satuan').fill('20000');
  await restock.getByLabel('Kode batch').fill(lotCode);
  await restock.getByRole('button', { name: 'Simpan' }).click();
  await expect(restock).toBeHidden();
  const restocked = page.getByRole('row').filter({ hasText: lotCode });
  await expect(restocked).toContainText('10 kg');
  await expect(restocked).toContainText('Rp 200.000');

  // Packaging of its own, restocked: 40 pcs at Rp 1.500.
  await page.goto('items/bahan-kemasan/list');
  await expect(page.getByRole('heading', { level: 1, name: 'Data Bahan Kemasan' })).toBeVisible();
  await listed(page);
  await page.getByTestId('bahanKemasan-add').click();
  const addPack = page.getByRole('dialog', { name: 'Tambah Bahan Kemasan' });
  await field(addPack, 'Nama').fill(packaging);
  await choose(addPack, page, /^Jenis/, /./);
  await choose(addPack, page, /^Satuan(?! berat)/, 'pcs');
  await field(addPack, 'Harga acuan').fill('1500');
  await addPack.getByRole('button', { name: 'Simpan' }).click();
  await expect(addPack).toBeHidden();

  await page.goto('items/bahan-kemasan/restock');
  await expect(page.getByRole('heading', { level: 1, name: 'Restock Bahan Kemasan' })).toBeVisible();
  await listed(page);
  await page.getByTestId('bahanKemasan-restock-add').click();
  const restockPack = page.getByRole('dialog', { name: 'Catat Restock Bahan Kemasan' });
  await choose(restockPack, page, /^Bahan/, new RegExp(`^${packaging}`));
  await choose(restockPack, page, /^Vendor/, /./);
  await restockPack.getByLabel('Jumlah').fill('40');
  await restockPack.getByLabel('Harga satuan').fill('1500');
  await restockPack.getByRole('button', { name: 'Simpan' }).click();
  await expect(restockPack).toBeHidden();
  await expect(page.getByRole('row').filter({ hasText: packaging })).toContainText('Rp 60.000');
  await page.goto('items/bahan-kemasan/stock');
  await expect(page.getByRole('heading', { level: 1, name: 'Stok Bahan Kemasan' })).toBeVisible();
  await expect(page.locator('main').getByRole('row').filter({ hasText: packaging })).toContainText('40 pcs');

  // A usage of 3 kg: 7 kg left.
  await page.goto('items/bahan-baku/used');
  await expect(page.getByRole('heading', { level: 1, name: 'Penggunaan Bahan Baku' })).toBeVisible();
  await listed(page);
  await page.getByTestId('bahanBaku-used-add').click();
  const usage = page.getByRole('dialog');
  await choose(usage, page, /^Bahan/, `${material} (kg)`);
  await usage.getByLabel('Jumlah').fill('3');
  await usage.getByRole('button', { name: 'Simpan' }).click();
  await expect(usage).toBeHidden();
  await page.goto('items/bahan-baku/stock');
  const stock = page
    .getByRole('table', { name: 'Stok per bahan baku' })
    .getByRole('row')
    .filter({ hasText: material });
  await expect(stock).toContainText('7 kg');

  // A production run of 20 pcs takes 2 kg of it: 5 kg left, and a fresh batch of 20.
  const year = serverNow().getFullYear() + 7;
  await page.goto('produksi');
  await expect(page.getByRole('heading', { level: 1, name: 'Produksi' })).toBeVisible();
  await page.getByTestId('produksi-add').click();
  const run = page.getByRole('dialog', { name: 'Tambah Produksi' });
  // The product is searched on the server as it is typed.
  await run.getByRole('combobox', { name: /^Produk/ }).fill(code);
  await page.getByRole('option', { name: new RegExp(`^${code} – ${product}`) }).click();
  await page.locator('#produksi-qty').fill('20');
  const lines = run.getByRole('group', { name: 'Bahan baku yang dipakai' }).getByRole('listitem');
  await expect(run.getByText(/belum punya resep/)).toBeVisible();
  if ((await lines.count()) === 0) await run.getByRole('button', { name: 'Tambah bahan' }).click();
  await lines.nth(0).getByRole('combobox').fill(material);
  await page.getByRole('option', { name: new RegExp(`^${material}`) }).click();
  await lines.nth(0).getByRole('textbox').fill('2');
  await page.locator('#produksi-expiryDate').fill(`30/06/${year}`);
  await run.getByRole('button', { name: 'Simpan' }).click();
  await expect(run).toBeHidden();
  await page.goto('items/bahan-baku/stock');
  await expect(stock).toContainText('5 kg');

  // Fresh → frozen: 8 of the 20 moved.
  await page.goto(`stock-product?view=batch&productId=${productId}`);
  const batch = page.getByRole('row').filter({ hasText: `30 Jun ${year}` });
  await expect(batch.getByRole('cell').nth(4)).toHaveText('20 pcs');
  await batch.getByRole('button', { name: /^Pindahkan stok/ }).click();
  const move = page.getByRole('dialog', { name: 'Pindahkan Stok' });
  await expect(move.getByRole('radio', { name: /Segar → Beku/ })).toBeChecked();
  await move.locator('#stock-move-qty').fill('8');
  await move.getByRole('button', { name: 'Pindahkan Stok' }).click();
  await expect(move).toBeHidden();
  await expect(batch.getByRole('cell').nth(4)).toHaveText('12 pcs');
  await expect(batch.getByRole('cell').nth(5)).toHaveText('8 pcs');

  // An order takes 5 frozen (recorded as the cashier would; the order form has its own specs).
  const order = await api<{ datas: { number: string } }>(page, session, '/api/transaction/add', {
    customerId: await firstId(page, session, '/api/customer/list', 'Warung Bu Sari'),
    packs: [
      {
        materialId: await firstId(page, session, '/api/packaging/list', 'Kerdus'),
        count: 1,
        lines: [{ productId, bucket: 'frozen', qtyPerPack: 5 }],
      },
    ],
  });
  const number = order.datas.number;

  // The sales report of today: the product's row and the CSV agree, 5 pcs for Rp 60.000.
  await page.goto('report');
  await expect(page.getByRole('heading', { level: 1, name: 'Laporan Penjualan' })).toBeVisible();
  await today(page);
  const sold = page.getByRole('row').filter({ hasText: product });
  await expect(sold).toHaveText(new RegExp(`${code}\\s*${product}\\s*Beku\\s*5 pcs\\s*Rp 60\\.000`));
  // The totals once loaded (each shows "…" while its figures are on the way).
  const totals = page.getByRole('region', { name: 'Total periode' });
  await expect(totals.locator('[aria-busy]')).toHaveCount(0);
  // The period's Total (after it may come money received, whose figure is not the sales').
  const salesTotal = rupiah(
    await totals
      .getByRole('term')
      .filter({ hasText: /^Total$/ })
      .locator('xpath=following-sibling::*[1]')
      .innerText(),
  );
  let download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Ekspor CSV' }).click();
  let rows = await csvRows(await download);
  const soldRow = rows.find((r) => r.includes(code));
  expect(soldRow, 'the product in the sales CSV').toBeTruthy();
  expect(soldRow!.map(csvNumber)).toEqual(expect.arrayContaining([5, 60000]));
  expect(salesTotal).toBeGreaterThanOrEqual(60000);
  // The export's TOTAL is the sum of its rows' revenue.
  expectSumsToTotal(rows, 'Pendapatan');

  // The expense report of today: both restocks, and the CSV's rows add up to its TOTAL.
  await page.goto('report/expenses');
  await expect(page.getByRole('heading', { level: 1, name: 'Laporan Pengeluaran' })).toBeVisible();
  await today(page);
  await expect(page.getByRole('row').filter({ hasText: material })).toContainText('Rp 200.000');
  await expect(page.getByRole('row').filter({ hasText: packaging })).toContainText('Rp 60.000');
  download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Ekspor CSV' }).click();
  rows = await csvRows(await download);
  const header = rows[0]!;
  const totalAt = header.findIndex((h) => /^Total/.test(h));
  expect(totalAt, `a Total column in ${header.join('|')}`).toBeGreaterThan(0);
  const ofMaterial = rows.find((r) => r.includes(material));
  const ofPackaging = rows.find((r) => r.includes(packaging));
  expect(csvNumber(ofMaterial?.[totalAt])).toBe(200000);
  expect(csvNumber(ofPackaging?.[totalAt])).toBe(60000);
  expectSumsToTotal(rows, header[totalAt]!);

  // The recall trace from the lot: the production run and the order with its customer.
  await page.goto('report/trace');
  await expect(page.getByRole('heading', { name: 'Telusur Lot', level: 1 })).toBeVisible();
  await page.getByRole('combobox', { name: 'Mulai dari' }).fill(lotCode);
  await page.getByRole('option', { name: new RegExp(`^Lot bahan: ${material} · ${lotCode}`) }).click();
  await expect(page.getByRole('heading', { name: `Dari lot bahan ${material} · ${lotCode}` })).toBeVisible();
  await expect(
    page
      .getByRole('region', { name: /^Produksi, / })
      .getByRole('row')
      .filter({ hasText: product }),
  ).toContainText('20 pcs');
  const traced = page
    .getByRole('region', { name: /^Transaksi dan customer, / })
    .getByRole('row')
    .filter({ hasText: number });
  await expect(traced).toContainText('Warung Bu Sari');
});

/** Today's revenue on the dashboard's "Penjualan hari ini" card. */
async function dashboardRevenue(page: Page): Promise<number> {
  await page.goto('dashboard');
  const card = page.getByRole('region', { name: 'Penjualan hari ini' });
  await expect(card).toContainText('Rp');
  return rupiah((await card.getByText(/^Rp/).first().innerText()).trim());
}

for (const pass of [
  { name: 'at 1366×768, light', width: 1366, height: 768, dark: false },
  { name: 'on a phone (390×844), dark', width: 390, height: 844, dark: true },
]) {
  test(`the staff's day ${pass.name}: a product, a production run, its stock moved, an order; deleting is shown off with its reason`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: pass.width, height: pass.height });
    await signInAs(page, 'staff');
    const stamp = stampOf();
    const code = `STF${stamp}`.slice(0, 20);
    const product = `Produk Staf ${stamp}`;
    const year = serverNow().getFullYear() + 6;

    await page.goto('dashboard');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    if (pass.dark) {
      await page.getByTestId('theme-toggle').first().click();
      await expect(page.locator('html')).toHaveAttribute('data-pawon-theme', 'dark');
    }

    // A product: created, priced, no stock yet; deleting it is not the staff's right and says so.
    await page.goto('items/produk');
    await expect(page.getByRole('heading', { level: 1, name: 'Produk' })).toBeVisible();
    await listed(page);
    await page.getByTestId('product-add').click();
    const add = page.getByRole('dialog');
    await field(add, 'Kode').fill(code);
    await field(add, 'Nama produk').fill(product);
    await choose(add, page, /^Kategori/, 'Baso Tahu & Siomay');
    await field(add, 'Harga/satuan').fill('9000');
    await choose(add, page, /^Satuan(?! berat)/, 'pcs');
    await add.getByRole('button', { name: 'Simpan' }).click();
    await expect(add).toBeHidden();
    const row = page.getByRole('row', { name: new RegExp(code) });
    await expect(row).toContainText('Rp 9.000/pcs');
    await expect(row).toContainText(/0 segar\s*0 beku/);
    const remove = row.getByRole('button', { name: `Hapus ${code} – ${product}` });
    await expect(remove).toHaveAttribute('aria-disabled', 'true');
    await expect(remove).toHaveAccessibleDescription(/^Perlu hak hapus Produk\./);
    await remove.click({ force: true });
    await expect(page.getByRole('alertdialog')).toHaveCount(0);

    // A production run of 30.
    await page.goto('produksi');
    await expect(page.getByRole('heading', { level: 1, name: 'Produksi' })).toBeVisible();
    await page.getByTestId('produksi-add').click();
    const run = page.getByRole('dialog', { name: 'Tambah Produksi' });
    await run.getByRole('combobox', { name: /^Produk/ }).fill(code);
    await page.getByRole('option', { name: new RegExp(`^${code} – ${product}`) }).click();
    await page.locator('#produksi-qty').fill('30');
    await expect(run.getByText(/belum punya resep/)).toBeVisible();
    const lines = run.getByRole('group', { name: 'Bahan baku yang dipakai' }).getByRole('listitem');
    if ((await lines.count()) === 0) await run.getByRole('button', { name: 'Tambah bahan' }).click();
    await lines.nth(0).getByRole('combobox').fill('Tepung Tapioka');
    await page.getByRole('option', { name: /^Tepung Tapioka/ }).click();
    await lines.nth(0).getByRole('textbox').fill('0,1');
    await page.locator('#produksi-expiryDate').fill(`31/03/${year}`);
    await run.getByRole('button', { name: 'Simpan' }).click();
    await expect(run).toBeHidden();

    // Its batch: 30 fresh, 10 moved to frozen.
    await page.goto('items/produk');
    await listed(page);
    const id = await page.evaluate(async (c) => {
      const res = await fetch('/api/product/list', {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${localStorage.getItem('authToken')}`,
        },
        body: JSON.stringify({ search: c }),
      });
      return ((await res.json()) as { datas: Array<{ id: number; code: string }> }).datas.find(
        (p) => p.code === c,
      )!.id;
    }, code);
    await page.goto(`stock-product?view=batch&productId=${id}`);
    // The new product's one batch, its expiry capped by the Tepung Tapioka lot the run took (issue 39).
    const batch = page
      .getByRole('row')
      .filter({ has: page.getByRole('button', { name: /^Pindahkan stok/ }) });
    await expect(batch.getByRole('cell').nth(4)).toHaveText('30 pcs');
    await expect(batch).not.toContainText(`31 Mar ${year}`);
    await batch.getByRole('button', { name: /^Pindahkan stok/ }).click();
    const move = page.getByRole('dialog', { name: 'Pindahkan Stok' });
    await move.locator('#stock-move-qty').fill('10');
    await move.getByRole('button', { name: 'Pindahkan Stok' }).click();
    await expect(move).toBeHidden();
    await expect(batch.getByRole('cell').nth(4)).toHaveText('20 pcs');
    await expect(batch.getByRole('cell').nth(5)).toHaveText('10 pcs');

    // An order of 4 frozen, through the order form.
    await page.goto('transaction/data');
    await expect(page.getByRole('heading', { name: 'Data Transaksi' })).toBeVisible();
    await page.getByTestId('transaction-add').click();
    const form = page.getByRole('dialog');
    await form.getByRole('combobox', { name: 'Customer' }).fill('bu sari');
    await page
      .getByRole('option', { name: /Warung Bu Sari/ })
      .first()
      .click();
    const pack = form.getByTestId('transaction-pack').nth(0);
    await pack.getByRole('combobox', { name: 'Jenis kemasan' }).click();
    await page
      .getByRole('option', { name: /Kerdus/ })
      .first()
      .click();
    await pack.getByLabel('Jumlah paket').fill('1');
    await pack.getByRole('combobox', { name: 'Produk' }).fill(code);
    await page
      .getByRole('option', { name: new RegExp(code) })
      .first()
      .click();
    await pack.getByLabel('Qty per paket').fill('4');
    const saved = page.waitForResponse((r) => r.url().endsWith('/api/transaction/add'));
    await form.getByRole('button', { name: 'Simpan' }).click();
    const answer = await saved;
    expect(answer.status(), await answer.text()).toBe(200);
    const order = (
      (await answer.json()) as { datas: { number: string; grandTotal?: number; total?: number } }
    ).datas;
    await expect(form).toBeHidden();
    const orderRow = page.getByRole('row').filter({ hasText: order.number });
    await expect(orderRow).toContainText('Warung Bu Sari');
    await orderRow.getByRole('button', { name: `Aksi lain untuk ${order.number}` }).click();
    await expect(page.getByRole('menuitem', { name: `Hapus ${order.number}` })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await page.keyboard.press('Escape');

    // The batch gave 4 frozen: 20 fresh, 6 frozen.
    await page.goto(`stock-product?view=batch&productId=${id}`);
    await expect(batch.getByRole('cell').nth(4)).toHaveText('20 pcs');
    await expect(batch.getByRole('cell').nth(5)).toHaveText('6 pcs');

    // Today's revenue on the dashboard holds this order (4 × Rp 9.000 at least; other orders only add to it).
    expect(await dashboardRevenue(page)).toBeGreaterThanOrEqual(36000);
  });
}

test("the super admin's day: a menu, an authorization group with an action right, a user in it who then sees exactly that", async ({
  page,
  browser,
}) => {
  await signInAs(page, 'admin');
  const stamp = stampOf();
  const header = `Gudang ${stamp}`;
  const menu = `Stok Gudang ${stamp}`;
  const url = `/gudang-${stamp.toLowerCase()}`;
  const email = `gudang-${stamp.toLowerCase()}@pawon.test`;
  const password = 'sandi-gudang-123';

  // Two menus: a title and a screen under it.
  await page.goto('menuManagement');
  await expect(page.getByRole('heading', { level: 1, name: 'Menu Management' })).toBeVisible();
  await listed(page);
  const addMenu = async (name: string, level: RegExp, parent?: string, link?: string) => {
    await page.getByTestId('menu-add').click();
    const dialog = page.getByRole('dialog', { name: 'Tambah Menu' });
    await field(dialog, 'Nama menu').fill(name);
    await choose(dialog, page, /^Level/, level);
    if (parent) await choose(dialog, page, /^Induk/, parent);
    if (link) await field(dialog, 'Url').fill(link);
    await dialog.getByRole('button', { name: 'Simpan' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('row').filter({ hasText: name }).first()).toBeVisible();
  };
  await addMenu(header, /^Judul/);
  await addMenu(menu, /^Induk/, header, url);

  // The user.
  await addUser(page, `Gudang ${stamp}`, email, password);

  // The group: the new screen, orders to view, and the action right to mark their status; the user in it.
  await page.goto('authorizationGroup');
  await page.getByTestId('group-add').click();
  const group = page.getByRole('dialog');
  await group.getByLabel('Nama grup').fill(`Gudang ${stamp}`);
  await group.getByLabel(`Lihat ${menu}`, { exact: true }).click();
  await expect(group.getByLabel(`Lihat ${header}`, { exact: true })).toBeChecked();
  await group.getByLabel('Lihat Data Transaksi', { exact: true }).click();
  await group.getByLabel('Lihat Tandai Status Pesanan', { exact: true }).click();
  await group.getByLabel('Cari pengguna').fill(email);
  await group.getByRole('checkbox', { name: new RegExp(email) }).click();
  await group.getByRole('button', { name: 'Simpan' }).click();
  await expect(group).toBeHidden();
  await expect(page.getByRole('cell', { name: `Gudang ${stamp}`, exact: true })).toBeVisible();

  // The user signs in: the two screens, the action right, and no right to add an order (shown off, with why).
  const context = await newContext(browser, { viewport: { width: 1366, height: 768 } });
  const other = await context.newPage();
  const session = await apiLogin(other.request, email, password);
  expect(treeUrls(session.menus).sort()).toEqual(['/transaction/data', url].sort());
  await useSession(other, session);
  await other.goto('transaction/data');
  await expect(other.getByRole('heading', { name: 'Data Transaksi' })).toBeVisible();
  expect((await sidebarUrls(other)).sort()).toEqual(['/transaction/data', url].sort());
  await expect(other.getByRole('navigation', { name: 'Menu utama' })).toContainText(header);
  const addOrder = other.getByTestId('transaction-add');
  await expect(addOrder).toHaveAttribute('aria-disabled', 'true');
  await expect(addOrder).toHaveAccessibleDescription(/^Perlu hak tambah Data Transaksi\./);
  const more = other.getByRole('button', { name: /^Aksi lain untuk TRX-/ }).first();
  await more.click();
  await expect(other.getByRole('menuitem', { name: 'Cetak invoice atau struk' })).toBeVisible();
  await expect(
    other.getByRole('menuitem', { name: /^Tandai (lunas|dikemas|terkirim|belum bayar)/ }).first(),
  ).toBeEnabled();
  await context.close();
});
