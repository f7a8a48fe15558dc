/**
 * Issue 16, exports: the order list's "Ekspor" (per order or per line, XLSX or CSV) and the restock log's, with the
 * CSV separator chosen in the menu and remembered; files named with one date, TOTAL rows of numbers.
 */
import fs from 'node:fs';
import type { Download, Page } from '@playwright/test';
import { expect, test } from './fixtures';
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

test('restocks: the log screen exports its rows with a numeric TOTAL; the menu fits a phone', async ({
  page,
}) => {
  await signInAs(page, 'admin');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('items/bahan-baku/restock');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.getByTestId('bahanBaku-restock-export').click();
  await expect(page.getByRole('menuitem', { name: 'CSV', exact: true })).toBeVisible();
  await shot(page, 'restock-export-menu-phone');
  await page.keyboard.press('Escape');
  const file = await download(page, 'bahanBaku-restock-export', 'CSV');
  expect(file.suggestedFilename()).toMatch(/^restock-bahan-baku-\d{4}-\d{2}-\d{2}\.csv$/);
  const rows = (await text(file)).trim().split(/\r?\n/);
  expect(rows[0]).toMatch(/^Tanggal;Bahan;Vendor;Jumlah;Satuan;/);
  // Each TOTAL row's quantity is a number, its unit in the next column.
  const totals = rows.filter((r) => r.startsWith('TOTAL'));
  expect(totals.length).toBeGreaterThan(0);
  for (const total of totals.filter((r) => /^TOTAL [a-z]/.test(r) || totals.length === 1))
    expect(total.split(';')[3]).toMatch(/^\d+(,\d+)?$/);
});
