/**
 * Issue 16, exports: the order list's "Ekspor" (per order or per line, XLSX or CSV) and the restock log's, with the
 * CSV separator chosen in the menu and remembered; files named with one date, TOTAL rows of numbers.
 */
import fs from 'node:fs';
import type { Download, Page } from '@playwright/test';
import { businessDay, expect, serverNow, test } from './fixtures';
import { signInAs } from './helpers';

const SHOTS = process.env['PAWON_SHOTS'];

async function shot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png` });
}

async function download(page: Page, trigger: string, item: string | RegExp): Promise<Download> {
  await page.getByTestId(trigger).click();
  const file = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: item, exact: typeof item === 'string' }).click();
  return file;
}

const text = async (file: Download) => fs.readFileSync((await file.path())!, 'utf8').replace(/^\uFEFF/, '');

test('orders: per line as CSV with `;`, then `,` chosen and remembered, and per order as XLSX', async ({
  page,
}) => {
  await signInAs(page, 'admin');
  await page.setViewportSize({ width: 1366, height: 768 });
  await page.goto('transaction/data');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.getByTestId('transaction-export').click();
  await expect(page.getByRole('menuitem', { name: 'Per item, CSV' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: /Titik koma/ })).toContainText('dipakai');
  await shot(page, 'orders-export-menu');
  await page.keyboard.press('Escape');

  const lines = await download(page, 'transaction-export', 'Per item, CSV');
  expect(lines.suggestedFilename()).toMatch(/^transaksi-per-item-\d{4}-\d{2}-\d{2}\.csv$/);
  const body = (await text(lines)).trim().split(/\r?\n/);
  expect(body[0]).toMatch(/^Nomor;Tanggal;Customer;/);
  expect(body.at(-1)).toMatch(/^TOTAL;/);

  // The separator is chosen in the menu and kept for the next CSV, also after a reload.
  await page.getByTestId('transaction-export').click();
  await page.getByRole('menuitem', { name: /Koma \(,\)/ }).click();
  await page.reload();
  const orders = await download(page, 'transaction-export', 'Per transaksi, CSV');
  expect(orders.suggestedFilename()).toMatch(/^transaksi-\d{4}-\d{2}-\d{2}\.csv$/);
  expect((await text(orders)).split(/\r?\n/)[0]).toMatch(/^Nomor,Tanggal,Customer,/);
  const xlsx = await download(page, 'transaction-export', 'Per transaksi, Excel (XLSX)');
  expect(xlsx.suggestedFilename()).toMatch(/^transaksi-\d{4}-\d{2}-\d{2}\.xlsx$/);
});

/** A raw material of the test's own with two restocks dated today (the server's), made through the API. */
async function restockedToday(page: Page, token: string, name: string) {
  const headers = { authorization: `Bearer ${token}` };
  const made = await page.request.post('/api/bahanBaku/add', {
    headers,
    data: { name, unit: 'kg', unitPrice: 12000 },
  });
  expect(made.status(), await made.text()).toBe(200);
  const id = ((await made.json()) as { datas: { id: number } }).datas.id;
  const today = businessDay(serverNow());
  for (const [qty, unitPrice] of [
    [2.5, 12000],
    [4, 11000],
  ]) {
    const res = await page.request.post('/api/bahanBaku/restock/add', {
      headers,
      data: { category: 'restock', materialId: id, date: today, qty, unitPrice },
    });
    expect(res.status(), await res.text()).toBe(200);
  }
}

// The rows a test reads are its own, dated on the server's today: the demo data's 90 days do not put a restock
// into every month (on the 2nd of a month, "Bulan ini" may hold none), so a test never counts on where today falls.
test('restocks: the log screen exports its rows with a numeric TOTAL; an empty period exports a zero TOTAL; the menu fits a phone', async ({
  page,
}) => {
  const session = await signInAs(page, 'admin');
  const material = `Tepung Ekspor ${Date.now().toString(36)}`;
  await restockedToday(page, session.token, material);
  await page.setViewportSize({ width: 390, height: 844 });
  // The default period ("Bulan ini") holds today; the search keeps only this test's material.
  await page.goto(`items/bahan-baku/restock?q=${encodeURIComponent(material)}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: material })).toHaveCount(2);
  await page.getByTestId('bahanBaku-restock-export').click();
  await expect(page.getByRole('menuitem', { name: 'CSV', exact: true })).toBeVisible();
  await shot(page, 'restock-export-menu-phone');
  await page.keyboard.press('Escape');
  const file = await download(page, 'bahanBaku-restock-export', 'CSV');
  expect(file.suggestedFilename()).toMatch(/^restock-bahan-baku-\d{4}-\d{2}-\d{2}\.csv$/);
  const rows = (await text(file)).trim().split(/\r?\n/);
  expect(rows[0]).toMatch(/^Tanggal;Bahan;Vendor;Jumlah;Satuan;Harga Satuan;Total;/);
  expect(rows.filter((r) => r.includes(material))).toHaveLength(2);
  // One unit: one TOTAL row, its quantity a number (a decimal comma with `;`) and its unit beside it.
  const totals = rows.filter((r) => r.startsWith('TOTAL'));
  expect(totals).toHaveLength(1);
  expect(totals[0]!.split(';').slice(3, 7)).toEqual(['6,5', 'kg', '', '74000']);

  // A period without restocks says so, and its file holds the header and a TOTAL of zeros, not blanks.
  await page.goto(`items/bahan-baku/restock?period=range&from=2001-01-01&to=2001-01-31`);
  await expect(page.getByText('Belum ada restock pada periode ini')).toBeVisible();
  const empty = await download(page, 'bahanBaku-restock-export', 'CSV');
  const emptyRows = (await text(empty)).trim().split(/\r?\n/);
  expect(emptyRows).toHaveLength(2);
  expect(emptyRows[1]!.split(';').slice(0, 7)).toEqual(['TOTAL', '', '', '0', '', '', '0']);
});
