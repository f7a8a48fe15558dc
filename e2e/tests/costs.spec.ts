/**
 * Issue 20, cost of goods as the owner uses it: the gross margin report and the stock valuation at a date
 * ("Nilai Persediaan"), with a kind chosen and its CSV export; a user without the menu is not shown either.
 */
import fs from 'node:fs';
import { expect, test } from './fixtures';
import { signInAs } from './helpers';

const SHOTS = process.env['PAWON_SHOTS'];

test('the owner reads the gross margin and values the stock at a date, then exports the raw materials', async ({
  page,
}) => {
  await signInAs(page, 'owner');
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto('report/margin');
  await expect(page.getByRole('heading', { level: 1, name: 'Laporan Laba Kotor' })).toBeVisible();
  await expect(page.getByRole('table').getByRole('row').nth(1)).toContainText('Rp');

  await page
    .getByRole('navigation', { name: 'Menu utama' })
    .getByRole('link', { name: 'Nilai Persediaan' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Nilai Persediaan' })).toBeVisible();
  const table = page.getByRole('table');
  await expect(table.getByRole('row').nth(1)).toContainText('Produk');
  await expect(table.getByRole('row').last()).toContainText('TOTAL');
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/valuation.png` });

  // Only raw materials: every row is one, and its subtotal is the TOTAL.
  await page.getByRole('combobox', { name: 'Jenis' }).click();
  await page.getByRole('option', { name: 'Bahan baku' }).click();
  await expect(page).toHaveURL(/kind=raw/);
  // The rows of every kind stay until the new answer replaces them: wait for it, never read them at once.
  const kinds = table.locator('tbody tr td:first-child');
  await expect
    .poll(async () => {
      const texts = await kinds.allInnerTexts();
      return texts.length > 1 && texts.slice(0, -1).every((k) => k.trim() === 'Bahan baku');
    })
    .toBe(true);

  const file = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Ekspor CSV' }).click();
  const csv = await file;
  expect(csv.suggestedFilename()).toMatch(/^nilai-persediaan.*\d{4}-\d{2}-\d{2}\.csv$/);
  const lines = fs
    .readFileSync((await csv.path())!, 'utf8')
    .replace(/^\uFEFF/, '')
    .trim()
    .split(/\r?\n/);
  expect(lines[0]).toMatch(/^Jenis[;,]Kode[;,]Nama/);
  expect(lines.slice(1, -2).every((l) => l.startsWith('Bahan baku'))).toBe(true);
  expect(lines.at(-1)).toMatch(/^TOTAL[;,]/);

  // A day later than today is refused on its field.
  await page.goto('report/valuation?date=2999-01-01');
  await expect(page.getByText('Tanggal tidak boleh setelah hari ini.')).toBeVisible();
});

test('staff sees neither report', async ({ page }) => {
  await signInAs(page, 'staff');
  for (const path of ['report/margin', 'report/valuation']) {
    await page.goto(path);
    await expect(page.getByText('Halaman tidak ditemukan')).toBeVisible();
  }
});
