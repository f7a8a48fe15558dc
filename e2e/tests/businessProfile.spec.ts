import type { Locator, Page } from '@playwright/test';
import { demoDays, expect, test } from './fixtures';
import { apiLogin, closeDialog, expectAccessible, field, signInAs, users } from './helpers';

/** A 1×1 PNG logo (no fixture file): the server decodes it and stores it as WebP. */
function logoPng(): Buffer {
  return Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  );
}

async function choose(page: Page, scope: Locator, label: string, option: RegExp) {
  await scope.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option }).first().click();
}

test('the owner fills in the business profile and the invoice and receipt show it', async ({ page }) => {
  const stamp = Date.now().toString(36);
  const name = `Pawon Bu Sari ${stamp}`;
  const session = await signInAs(page, 'owner');

  await page.goto('business-profile');
  await expect(page.getByRole('heading', { level: 1, name: 'Profil Usaha' })).toBeVisible();
  const save = page.getByRole('button', { name: 'Simpan profil' });
  await expect(save).toBeDisabled();
  await field(page, 'Nama usaha').fill(name);
  await field(page, 'Alamat').fill('Jl. Kopo No. 12, Bandung');
  // A number the server cannot read as a phone: its reason on the field, nothing saved.
  await field(page, 'Telepon').fill('5555 1234');
  await expect(page.getByText('Ada perubahan yang belum disimpan.')).toBeVisible();
  await save.click();
  await expect(page.getByText(/harus diawali 0/)).toBeVisible();
  await field(page, 'Telepon').fill('+62 812 3456 7890');
  await field(page, 'Rekening bank / QRIS').fill('BCA 123-456-7890 a.n. Sari');
  await field(page, 'Catatan kaki invoice').fill('Terima kasih, sampai jumpa lagi.');
  await page.getByTestId('business-logo-input').setInputFiles({
    name: 'logo.png',
    mimeType: 'image/png',
    buffer: logoPng(),
  });
  await save.click();
  await expect(page.getByText('Profil usaha disimpan.').first()).toBeVisible();
  // Stored in the one phone format; the logo is the stored one.
  await expect(field(page, 'Telepon')).toHaveValue('0812-3456-7890');
  await expect(page.locator('img[src*="/api/files/business/"]')).toHaveCount(1);
  await expect(save).toBeDisabled();
  await expectAccessible(page, 'business profile');

  // A delivered order's invoice: headed with the profile, with when it was delivered.
  const list = await page.request.post('/api/transaction/list', {
    headers: { authorization: `Bearer ${session.token}` },
    data: { delivery: 'delivered', perPage: 1, sortBy: 'date', sortDir: 'desc' },
  });
  const order = (await list.json()).datas[0] as { number: string };
  await page.goto(`transaction/data?${demoDays()}&q=${order.number}`);
  await page.getByRole('button', { name: `Aksi lain untuk ${order.number}` }).click();
  await page.getByRole('menuitem', { name: 'Cetak invoice atau struk' }).click();
  const print = page.getByRole('dialog');
  const paper = print.getByLabel('Pratinjau cetak');
  await expect(paper.getByText('INVOICE', { exact: true })).toBeVisible();
  await expect(paper.getByText(name, { exact: true })).toBeVisible();
  await expect(paper.getByText('Jl. Kopo No. 12, Bandung')).toBeVisible();
  await expect(paper.getByTestId('business-phone')).toHaveText('0812-3456-7890');
  await expect(paper.getByRole('img', { name: `Logo ${name}` })).toBeVisible();
  await expect(paper.getByText(/^Pembayaran: BCA 123-456-7890 a\.n\. Sari$/)).toBeVisible();
  await expect(paper.getByText(/Terima kasih, sampai jumpa lagi\./)).toBeVisible();
  // Date and time: "Terkirim: 21 Nov 2026 10.15".
  await expect(paper.getByTestId('delivered-at')).toHaveText(/^Terkirim: \d{1,2} \w{3} \d{4} \d{2}\.\d{2}$/);

  // The 80 mm receipt: the same head, and the phone on one line.
  await choose(page, print, 'Ukuran kertas', /Struk 80 mm/);
  await expect(paper.getByText('STRUK', { exact: true })).toBeVisible();
  const phone = paper.getByTestId('business-phone');
  await expect(phone).toHaveCSS('white-space', 'nowrap');
  expect(await phone.evaluate((el) => el.getClientRects().length)).toBe(1);
  await closeDialog(print);
});

test('the cashier reads the profile but cannot change it, and has no Profil Usaha screen', async ({
  page,
}) => {
  const session = await apiLogin(page.request, users.kasir.email, users.kasir.password);
  const auth = { authorization: `Bearer ${session.token}` };
  const read = await page.request.get('/api/business-profile', { headers: auth });
  expect(read.status()).toBe(200);
  const profile = (await read.json()).datas as { version: number; name: string };
  const change = await page.request.post('/api/business-profile/update', {
    headers: auth,
    data: { version: profile.version, name: 'Diambil alih' },
  });
  expect(change.status()).toBe(403);
  expect((await change.json()).status).toBe('error');
  await signInAs(page, 'kasir');
  await page.goto('business-profile');
  await expect(page).toHaveURL(/\/build\/page-not-found$/);
});
