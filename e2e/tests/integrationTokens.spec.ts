import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { appSettled, field, signInAs } from './helpers';

/**
 * Token Integrasi (issue 41, decision 062), as the owner: a token with the view right on Data Customer is shown
 * once; with it, Data Customer's list answers and another menu's is refused; once revoked in the screen, the same
 * call answers 401. PAWON_E2E_SHOTS=<folder> keeps screenshots of the list and the one-time dialog (light, dark,
 * a narrow window).
 */

const shots = process.env['PAWON_E2E_SHOTS'];
const shoot = async (page: Page, name: string) => {
  if (shots) await page.screenshot({ path: path.join(shots, `${name}.png`) });
};

test('a token is shown once, works within its scope, and stops at once when revoked', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await signInAs(page, 'owner');
  const name = `Toko Online ${Date.now()}`;
  await page.goto('integration-token');
  await expect(page.getByRole('heading', { name: 'Token Integrasi', exact: true })).toBeVisible({
    timeout: 30_000,
  });
  await appSettled(page);
  await shoot(page, 'tokens-list');

  await page.getByRole('button', { name: 'Buat token' }).click();
  const form = page.getByRole('dialog', { name: 'Buat token integrasi' });
  await field(form, 'Nama').fill(name);
  await form.getByRole('checkbox', { name: 'Lihat Data Customer', exact: true }).check();
  await form.getByRole('button', { name: 'Simpan' }).click();

  const shown = page.getByRole('dialog', { name: `Token ${name} dibuat` });
  await expect(shown).toBeVisible();
  const token = (await shown.getByTestId('issued-token').textContent())!.trim();
  expect(token).toMatch(/^pwn_[A-Za-z0-9_-]{43}$/);
  await shoot(page, 'token-once');
  await shown.getByRole('button', { name: 'Sudah saya simpan' }).click();
  await expect(shown).toBeHidden();
  await expect(page.getByText(token)).toHaveCount(0);

  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect(row).toContainText(`${token.slice(0, 10)}…`);
  await expect(row).toContainText('Aktif');

  const bearer = { Authorization: `Bearer ${token}` };
  const allowed = await request.post('/api/customer/list', { headers: bearer, data: {} });
  expect(allowed.status(), await allowed.text()).toBe(200);
  const other = await request.post('/api/vendor/list', { headers: bearer, data: {} });
  expect(other.status(), await other.text()).toBe(403);

  await row.getByRole('button', { name: `Cabut token ${name}` }).click();
  const ask = page.getByRole('alertdialog', { name: 'Cabut token?' });
  await expect(ask).toContainText(name);
  await ask.getByRole('button', { name: 'Cabut', exact: true }).click();
  await expect(ask).toBeHidden();
  await expect(row).toContainText('Dicabut');

  const after = await request.post('/api/customer/list', { headers: bearer, data: {} });
  expect(after.status(), await after.text()).toBe(401);

  await page.getByTestId('theme-toggle').first().click();
  await expect(page.locator('html')).toHaveAttribute('data-pawon-theme', 'dark');
  await shoot(page, 'tokens-list-dark');
  await page.setViewportSize({ width: 390, height: 844 });
  await appSettled(page);
  await shoot(page, 'tokens-list-narrow-dark');
});
