import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { signInAs } from './helpers';

/**
 * Lost work (issue 37): Esc on a filled "Tambah Transaksi" asks "Buang perubahan?" instead of closing, and a new
 * order's input survives a reload as a draft on the device until it is saved or discarded.
 * PAWON_E2E_SHOTS=<folder> keeps screenshots of the question in the light and the dark theme.
 */

const shots = process.env['PAWON_E2E_SHOTS'];
const shoot = async (page: Page, name: string) => {
  if (shots) await page.screenshot({ path: path.join(shots, `${name}.png`) });
};

async function search(page: Page, scope: Locator, label: string, text: string, option: RegExp) {
  await scope.getByRole('combobox', { name: label }).fill(text);
  await page.getByRole('option', { name: option }).first().click();
}

test('a filled order asks before Esc closes it, and survives a reload as a draft until saved', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signInAs(page, 'admin');
  const note = `draft-${Date.now()}`;
  await page.goto('transaction/data');
  await expect(page.getByRole('heading', { name: 'Data Transaksi' })).toBeVisible({ timeout: 30_000 });

  await page.getByTestId('transaction-add').click();
  const dialog = page.getByTestId('transaction-dialog');
  await search(page, dialog, 'Customer', 'bu sari', /Warung Bu Sari/);
  const pack = dialog.getByTestId('transaction-pack').nth(0);
  await pack.getByRole('combobox', { name: 'Jenis kemasan' }).click();
  await page.getByRole('option', { name: /Mika/ }).first().click();
  await search(page, pack, 'Produk', 'sgs', /SGS/);
  await pack.getByLabel('Qty per paket').fill('1');
  await dialog.getByLabel('Catatan').fill(note);

  // Esc asks; the safe answer has the focus.
  await dialog.getByLabel('Catatan').press('Escape');
  const ask = page.getByRole('alertdialog', { name: 'Buang perubahan?' });
  await expect(ask).toBeVisible();
  await expect(ask.getByRole('button', { name: 'Lanjutkan mengisi' })).toBeFocused();
  await expect(ask.getByRole('button', { name: 'Buang' })).toBeVisible();
  await shoot(page, 'discard-question-light');
  await ask.getByRole('button', { name: 'Lanjutkan mengisi' }).click();
  await expect(ask).toBeHidden();
  await expect(dialog.getByLabel('Catatan')).toHaveValue(note);

  // A reload (here in the dark theme): nothing was saved, the input is still on the device.
  await page.evaluate(() => localStorage.setItem('pawonTheme', 'dark'));
  // The query cache (the picked customer's and product's records) is written at most once a second.
  await page.waitForTimeout(1500);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Data Transaksi' })).toBeVisible({ timeout: 30_000 });
  await page.getByTestId('transaction-add').click();
  await expect(dialog.getByText('Draf dipulihkan')).toBeVisible();
  await expect(dialog.getByLabel('Catatan')).toHaveValue(note);
  await expect(dialog.getByRole('combobox', { name: 'Customer' })).toHaveValue('Warung Bu Sari');
  await expect(pack.getByLabel('Qty per paket')).toHaveValue('1');
  await shoot(page, 'draft-restored-dark');
  await dialog.getByLabel('Catatan').press('Escape');
  await expect(ask).toBeVisible();
  await shoot(page, 'discard-question-dark');
  await ask.getByRole('button', { name: 'Lanjutkan mengisi' }).click();

  // Saved: the draft goes; the next new order opens empty and closes at once.
  await dialog.getByRole('button', { name: 'Simpan' }).click();
  await expect(dialog).toBeHidden({ timeout: 20_000 });
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Data Transaksi' })).toBeVisible({ timeout: 30_000 });
  await page.getByTestId('transaction-add').click();
  await expect(dialog.getByLabel('Catatan')).toHaveValue('');
  await expect(dialog.getByText('Draf dipulihkan')).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(ask).toHaveCount(0);
});
