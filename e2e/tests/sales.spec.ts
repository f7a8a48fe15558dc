import type { Locator, Page } from '@playwright/test';
import { demoDays, expect, test } from './fixtures';
import { closeDialog, expectAccessible, signInAs } from './helpers';

/** Picks an option of a labelled Select (Radix) inside `scope`. */
async function choose(page: Page, scope: Locator, label: string, option: RegExp) {
  await scope.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option }).first().click();
}

/** Searches a server-side picker (the order form's customer and products) and chooses a match. */
async function search(page: Page, scope: Locator, label: string, text: string, option: RegExp) {
  await scope.getByRole('combobox', { name: label }).fill(text);
  await page.getByRole('option', { name: option }).first().click();
}

/**
 * The value of today's returns (negative), from the sales report's returns rows. Only this spec records returns, so
 * unlike today's revenue (other specs' orders land in it at any moment on the other worker) it moves only here.
 */
async function todayReturns(page: Page, token: string): Promise<number> {
  const res = await page.request.post('/api/report/getReport', {
    headers: { authorization: `Bearer ${token}` },
    data: { type: 'customer', today: true },
  });
  expect(res.status()).toBe(200);
  const rows = ((await res.json()) as { datas: Array<{ total: number; returned?: boolean }> }).datas;
  return rows.filter((r) => r.returned).reduce((sum, r) => sum + r.total, 0);
}

async function todayRevenue(page: Page, token: string): Promise<number> {
  const res = await page.request.post('/api/transaction/todayList', {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { summary: { all: { revenue: { today: number } } } }).summary.all.revenue
    .today;
}

test('an order of two packs: refused when short, saved, packed, delivered, then not deletable; the dashboard follows', async ({
  page,
}) => {
  // The whole life of an order (short, saved, packed, delivered, returned, printed, traced) on a busy 2-core machine.
  test.setTimeout(120_000);
  const session = await signInAs(page, 'admin');
  const before = await todayRevenue(page, session.token);

  await page.goto('transaction/data');
  await expect(page.getByRole('heading', { name: 'Data Transaksi' })).toBeVisible();
  await expectAccessible(page, 'transaction list');
  // The footer adds up every order the list matches: it follows a new order without a reload (issue 36).
  const footer = page.locator('tfoot');
  await expect(footer).toContainText('Rp');
  const footerBefore = await footer.innerText();

  await page.getByTestId('transaction-add').click();
  const dialog = page.getByRole('dialog');
  await search(page, dialog, 'Customer', 'bu sari', /Warung Bu Sari/);
  const first = dialog.getByTestId('transaction-pack').nth(0);
  await choose(page, first, 'Jenis kemasan', /Kerdus/);
  await first.getByLabel('Jumlah paket').fill('2');
  await search(page, first, 'Produk', 'bty', /BTY/);
  await first.getByLabel('Qty per paket').fill('100000');
  await dialog.getByRole('button', { name: 'Tambah paket' }).click();
  const second = dialog.getByTestId('transaction-pack').nth(1);
  await choose(page, second, 'Jenis kemasan', /Mika/);
  await search(page, second, 'Produk', 'sgs', /SGS/);
  await second.getByLabel('Qty per paket').fill('5');
  await expect(dialog.getByTestId('transaction-totals')).toContainText('Rp');

  // Short: the server refuses the whole order and says so on the line.
  await dialog.getByRole('button', { name: 'Simpan' }).click();
  await expect(first.getByText(/Stok Baso Tahu beku tersedia/)).toBeVisible();

  await first.getByLabel('Qty per paket').fill('3');
  await dialog.getByRole('button', { name: 'Simpan' }).click();
  await expect(dialog).toBeHidden();
  const row = page.getByRole('row').filter({ hasText: 'Warung Bu Sari' }).first();
  await expect(row).toBeVisible();
  const number = (await row.getByRole('cell', { name: /^TRX-\d{8}-\d{4}$/ }).innerText()).trim();
  expect(number).toMatch(/^TRX-\d{8}-\d{4}$/);
  expect(await todayRevenue(page, session.token)).toBeGreaterThan(before);
  await expect(footer).not.toHaveText(footerBefore);

  // The row's menu holds the next states, the stock effect of packing named.
  await row.getByRole('button', { name: `Aksi lain untuk ${number}` }).click();
  await page.getByRole('menuitem', { name: 'Tandai dikemas (ambil stok segar)' }).click();
  await expect(page.getByText(`Transaksi ${number} dikemas`).first()).toBeVisible();
  const packed = page.getByRole('row').filter({ hasText: number });
  await packed.getByRole('button', { name: `Aksi lain untuk ${number}` }).click();
  await expect(page.getByRole('menuitem', { name: 'Tandai dikemas (ambil stok segar)' })).toHaveCount(0);
  await page.getByRole('menuitem', { name: 'Tandai terkirim' }).click();
  await expect(page.getByText(`Transaksi ${number} ditandai terkirim.`).first()).toBeVisible();
  const delivered = page.getByRole('row').filter({ hasText: number });
  await expect(delivered.getByText('Terkirim')).toBeVisible();
  // Delete is in the row's menu (Data Transaksi folds it there), refused with the reason once delivered.
  await delivered.getByRole('button', { name: `Aksi lain untuk ${number}` }).click();
  await expect(page.getByRole('menuitem', { name: `Hapus ${number}` })).toHaveAttribute(
    'aria-disabled',
    'true',
  );
  await expect(page.getByRole('menu')).toContainText('Transaksi yang sudah dikirim tidak dapat dihapus');
  await page.keyboard.press('Escape');

  // Goods that came back are a return on the order's detail; today's sales count its value off, and the
  // delivery cannot be undone while the order has a return.
  const beforeReturn = await todayReturns(page, session.token);
  await delivered.getByRole('button', { name: `Lihat detail ${number}` }).click();
  const detail = page.getByRole('dialog');
  await detail.getByRole('button', { name: 'Catat retur' }).click();
  const returnForm = detail.getByRole('form', { name: 'Catat retur' });
  await returnForm.getByLabel('Qty kembali').first().fill('1');
  await returnForm.getByLabel(/Alasan retur/).fill('Satu bungkus bocor');
  await returnForm.getByRole('button', { name: 'Simpan retur' }).click();
  await expect(page.getByText(`Retur ${number} dicatat`).first()).toBeVisible();
  await expect(detail.getByRole('table', { name: `Retur ${number}` })).toContainText('Satu bungkus bocor');
  await expect(detail.getByRole('button', { name: 'Batalkan pengiriman' })).toBeDisabled();
  await expectAccessible(page, 'order returns');
  await closeDialog(detail);
  expect(await todayReturns(page, session.token)).toBeLessThan(beforeReturn);

  // The invoice (A4) and the receipt (58 mm) show the total in words.
  await delivered.getByRole('button', { name: `Aksi lain untuk ${number}` }).click();
  await page.getByRole('menuitem', { name: 'Cetak invoice atau struk' }).click();
  const print = page.getByRole('dialog');
  await expect(print.getByText('INVOICE', { exact: true })).toBeVisible();
  await expect(print.getByText(/^Terbilang: .+ rupiah$/)).toBeVisible();
  await expectAccessible(page, 'invoice');
  await choose(page, print, 'Ukuran kertas', /Struk 58 mm/);
  await expect(print.getByText('STRUK', { exact: true })).toBeVisible();
  await closeDialog(print);

  // Where it came from: the batches it took and the lots its packs used.
  await delivered.getByRole('button', { name: `Aksi lain untuk ${number}` }).click();
  await page.getByRole('menuitem', { name: 'Lacak asal barang' }).click();
  const trace = page.getByRole('dialog');
  await expect(trace.getByRole('heading', { name: 'Batch produk' })).toBeVisible();
  await expect(trace.getByText(/Kerdus · /)).toBeVisible();
  await closeDialog(trace);

  await page.goto('dashboard');
  await expect(page.getByRole('heading', { name: 'Penjualan hari ini' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Item terjual per minggu' })).toBeVisible();
  await expectAccessible(page, 'dashboard with sales widgets');
});

test('the sales report shows the period and its totals and exports a valid XLSX; the expense report too', async ({
  page,
}) => {
  await signInAs(page, 'owner');
  await page.goto(`report?type=customer&${demoDays()}`);
  await expect(page.getByRole('heading', { name: 'Laporan Penjualan' })).toBeVisible();
  await expect(page.getByRole('cell', { name: /Rp/ }).first()).toBeVisible();
  await expectAccessible(page, 'sales report');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Ekspor XLSX' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^laporan-penjualan-customer-.*\.xlsx$/);
  const stream = await file.createReadStream();
  const head: Buffer = await new Promise((resolve) =>
    stream.once('data', (chunk) => resolve(chunk as Buffer)),
  );
  expect(head.subarray(0, 2).toString()).toBe('PK');

  // By product, with the revenue chart (frozen above, fresh below).
  await page.goto(`report?${demoDays()}`);
  await expect(page.getByRole('img', { name: 'Pendapatan per produk' })).toBeVisible();
  await expectAccessible(page, 'sales report by product');

  // The demo's 90 days hold restocks by construction; this month may hold none yet (the 1st, the 2nd).
  await page.goto(`report/expenses?${demoDays()}`);
  await expect(page.getByRole('heading', { name: 'Laporan Pengeluaran' })).toBeVisible();
  await expect(page.getByRole('cell', { name: /Rp/ }).first()).toBeVisible();
  await expect(page.getByRole('img', { name: 'Pengeluaran per waktu' })).toBeVisible();
  await expectAccessible(page, 'expense report');
});

test('orders filter by period, customer, state (with counts) and product, and open read-only', async ({
  page,
}) => {
  await signInAs(page, 'admin');
  // The demo's 90 days as a range from the URL ("Tahun ini" holds only today's orders on 1 January).
  await page.goto(`transaction/data?${demoDays()}`);
  await expect(page.getByRole('heading', { name: 'Data Transaksi' })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Rentang tanggal' })).toHaveAttribute('aria-checked', 'true');
  const orders = page.getByRole('row').filter({ hasText: /TRX-\d{8}-\d{4}/ });
  await expect(orders.first()).toBeVisible();

  // The filters wait behind one button, so that the rows start high on the screen (issue 16).
  const filters = page.getByRole('button', { name: /^Filter/ });
  await expect(page.getByRole('combobox', { name: 'Customer' })).toBeHidden();
  await filters.click();
  await expect(filters).toHaveAttribute('aria-expanded', 'true');
  await search(page, page.locator('body'), 'Customer', 'bu sari', /^Warung Bu Sari/);
  await expect(page).toHaveURL(/customerId=\d+/);
  await expect(orders.first()).toContainText('Warung Bu Sari');
  // Until the filtered page replaces the old one, other customers' rows may still show.
  await expect
    .poll(async () => (await orders.allInnerTexts()).every((text) => text.includes('Warung Bu Sari')))
    .toBe(true);

  // Each state choice says how many of the customer's orders in the period it would keep.
  await page.getByRole('combobox', { name: 'Pembayaran' }).click();
  await expect(page.getByRole('option', { name: /^Semua \(\d+\)$/ })).toBeVisible();
  await page.getByRole('option', { name: /^Lunas \(\d+\)$/ }).click();
  await expect(page).toHaveURL(/payment=paid/);
  await expect(orders.first()).toContainText('Lunas');
  await expect
    .poll(async () => (await orders.allInnerTexts()).every((text) => !text.includes('Belum lunas')))
    .toBe(true);

  await search(page, page.locator('body'), 'Produk', 'bty', /BTY/);
  await expect(page).toHaveURL(/productId=\d+/);
  await expect(orders.first()).toBeVisible();

  // The filtered page may replace the rows between reading a number and clicking: retry as a whole.
  const detail = page.getByRole('dialog');
  let number = '';
  await expect(async () => {
    if (!(await detail.isVisible())) {
      await expect(page.getByRole('table').first()).not.toHaveAttribute('aria-busy', 'true');
      // By its text, not its place: a checkbox column may come first (bulk actions).
      number = (
        await orders
          .first()
          .getByRole('cell', { name: /^TRX-\d{8}-\d{4}$/ })
          .innerText({ timeout: 2_000 })
      ).trim();
      await page.getByRole('button', { name: `Lihat detail ${number}` }).click({ timeout: 2_000 });
    }
    await expect(detail.getByRole('heading', { name: `Detail ${number}` })).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  await expect(detail.getByRole('table', { name: `Isi pesanan ${number}` })).toContainText('Baso Tahu');
  await expect(detail.getByText('Lunas')).toBeVisible();
  await expectAccessible(page, 'order detail');
  await closeDialog(detail);
});

test('the recall trace follows a flour lot to its orders and customers, and back from an order; it exports', async ({
  page,
}) => {
  await signInAs(page, 'owner');
  await page.goto('report/trace');
  await expect(page.getByRole('heading', { name: 'Telusur Lot', level: 1 })).toBeVisible();
  await expect(page.getByText('Pilih titik awal')).toBeVisible();
  await expectAccessible(page, 'trace, nothing chosen');

  // The newest tapioca lots that went into production: pick one that reached orders.
  await page.getByRole('combobox', { name: 'Mulai dari' }).fill('TPK');
  await page
    .getByRole('option', { name: /^Lot bahan: Tepung Tapioka · TPK-/ })
    .nth(2)
    .click();
  await expect(page).toHaveURL(/[?&]lot=\d+/);
  await expect(
    page.getByRole('heading', { name: /^Dari lot bahan Tepung Tapioka · TPK-\d{6}$/ }),
  ).toBeVisible();
  const runs = page.getByRole('region', { name: /^Produksi, / }).getByRole('row');
  await expect(runs.nth(1)).toBeVisible();
  const orders = page
    .getByRole('region', { name: /^Transaksi dan customer, / })
    .getByRole('row')
    .filter({ hasText: /TRX-\d{8}-\d{4}/ });
  await expect(orders.first()).toBeVisible();
  await expectAccessible(page, 'trace from a lot');

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Ekspor XLSX' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^telusur-lot-\d+-\d{4}-\d{2}-\d{2}\.xlsx$/);

  // Back from one of those orders: its batches and the lot we came from.
  const number = (await orders.first().getByRole('cell').first().innerText()).trim();
  await orders
    .first()
    .getByRole('button', { name: `Telusuri dari transaksi ${number}` })
    .click();
  await expect(page).toHaveURL(/[?&]order=\d+/);
  await expect(
    page.getByRole('heading', { name: new RegExp(`^Dari transaksi ${number} \\(`) }),
  ).toBeVisible();
  await expect(
    page
      .getByRole('region', { name: /^Lot bahan, / })
      .getByRole('cell', { name: /^TPK-\d{6}$/ })
      .first(),
  ).toBeVisible();
});
