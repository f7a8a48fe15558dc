import { expect, newContext, test } from './fixtures';
import { addUser, apiLogin, sidebarUrls, signInAs, treeUrls, users, useSession, field } from './helpers';

test('an admin creates a group with two menus and a user in it; that user sees only those two', async ({
  page,
  browser,
}) => {
  const stamp = Date.now().toString(36);
  const email = `gudang-${stamp}@pawon.test`;
  const password = 'sandi-gudang-123';
  await signInAs(page, 'admin');

  // The user first, so the group can take them in.
  await addUser(page, `Gudang ${stamp}`, email, password);

  await page.goto('authorizationGroup');
  await page.getByTestId('group-add').click();
  const groupDialog = page.getByRole('dialog');
  await groupDialog.getByLabel('Nama grup').fill(`Gudang ${stamp}`);
  await groupDialog.getByLabel('Lihat Position Management').click();
  await groupDialog.getByLabel('Lihat User Management').click();
  await groupDialog.getByLabel('Cari pengguna').fill(email);
  await groupDialog.getByRole('checkbox', { name: new RegExp(email) }).click();
  await groupDialog.getByRole('button', { name: 'Simpan' }).click();
  await expect(groupDialog).toBeHidden();
  await expect(page.getByRole('cell', { name: `Gudang ${stamp}`, exact: true })).toBeVisible();

  const context = await newContext(browser);
  const other = await context.newPage();
  const session = await apiLogin(other.request, email, password);
  expect(treeUrls(session.menus).sort()).toEqual(['/position-management', '/user-management']);
  await other.goto('login');
  await other.getByLabel('Email atau nama').fill(email);
  await field(other, 'Kata sandi').fill(password);
  await other.getByRole('button', { name: 'Masuk' }).click();
  // No dashboard in this group: the first menu of the tree opens.
  await expect(other).toHaveURL(new RegExp(`/build${treeUrls(session.menus)[0]}$`));
  expect((await sidebarUrls(other)).sort()).toEqual(['/position-management', '/user-management']);
  // View only: add, edit and delete stay in view, disabled, each naming the right it needs; a click opens nothing.
  await other.goto('position-management');
  await expect(other.getByRole('cell', { name: 'OWN', exact: true })).toBeVisible();
  const add = other.getByTestId('position-add');
  await expect(add).toHaveAttribute('aria-disabled', 'true');
  await expect(add).toHaveAccessibleDescription(/^Perlu hak tambah Position Management\./);
  await add.click({ force: true });
  const edit = other.getByRole('button', { name: /^Ubah / }).first();
  await expect(edit).toHaveAttribute('aria-disabled', 'true');
  await expect(edit).toHaveAccessibleDescription(/^Perlu hak ubah Position Management\./);
  await edit.click({ force: true });
  await expect(other.getByRole('dialog')).toHaveCount(0);
  await other.goto('dashboard');
  await expect(other).toHaveURL(/\/build\/page-not-found$/);
  await context.close();
});

test('register, cannot sign in, admin activates, then signs in', async ({ page, browser }) => {
  const stamp = Date.now().toString(36);
  const email = `baru-${stamp}@pawon.test`;
  const password = 'sandi-baru-12345';
  await page.goto('register');
  await page.getByLabel('Nama lengkap').fill(`Baru ${stamp}`);
  await page.getByLabel('Email').fill(email);
  await field(page, 'Kata sandi').fill(password);
  await page.getByLabel('Ulangi kata sandi').fill(password);
  await page.getByRole('button', { name: 'Daftar' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'belum aktif' })).toBeVisible();

  await page.goto('login');
  await page.getByLabel('Email atau nama').fill(email);
  await field(page, 'Kata sandi').fill(password);
  await page.getByRole('button', { name: 'Masuk' }).click();
  // An inactive account answers exactly like a wrong password; the one message names both causes.
  await expect(page.getByLabel('Email atau nama')).toHaveAccessibleDescription(/belum aktif/);
  await expect(page).toHaveURL(/\/build\/login$/);

  const context = await newContext(browser);
  const admin = await context.newPage();
  await useSession(admin, await apiLogin(admin.request, users.admin.email, users.admin.password));
  await admin.goto('user-management');
  await admin.getByLabel('Cari pengguna').fill(email);
  const row = admin.getByRole('row', { name: new RegExp(email) });
  await expect(row).toBeVisible();
  await row.getByRole('button', { name: new RegExp(`Ubah Baru ${stamp}`) }).click();
  const dialog = admin.getByRole('dialog');
  await dialog.getByRole('switch', { name: 'Akun aktif' }).click();
  await dialog.getByRole('checkbox', { name: 'Default' }).click();
  await dialog.getByRole('button', { name: 'Simpan' }).click();
  await expect(dialog).toBeHidden();
  await context.close();

  await page.getByRole('button', { name: 'Masuk' }).click();
  await expect(page).toHaveURL(/\/build\/dashboard$/);
});

test('the profile photo upload shows the new photo after reload, and a saved photo can be removed', async ({
  page,
}) => {
  await signInAs(page, 'owner');
  await page.goto('profile');
  // A 2×2 PNG (a valid one: the server decodes uploads and refuses broken files).
  const png = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEklEQVQImWM4YKBwwECBAUIBACBOBEGbaackAAAAAElFTkSuQmCC',
    'base64',
  );
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: 'foto.png', mimeType: 'image/png', buffer: png });
  await page.getByRole('button', { name: 'Simpan perubahan' }).click();
  await expect(page.getByText('Foto profil diperbarui.', { exact: true })).toBeVisible();
  const stored = await page.evaluate(
    () => JSON.parse(localStorage.getItem('userData') ?? '{}').photo as string | null,
  );
  expect(stored).toMatch(/\/api\/files\/photos\/[a-f0-9]{32}\.webp$/);
  await page.reload();
  const img = page.locator(`img[src$="${stored!.split('/').pop()}"]`).first();
  await expect(img).toBeVisible();
  expect(await img.evaluate((el) => (el as HTMLImageElement).naturalWidth)).toBe(2);

  // The pick button keeps its one label with a photo shown; the saved photo is removed on save.
  await expect(page.getByText('Pilih foto', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Hapus foto' }).click();
  await expect(page.locator('#profile-photo-hint')).toContainText('akan dihapus');
  await page.getByRole('button', { name: 'Simpan perubahan' }).click();
  await expect(page.getByText('Foto profil dihapus.', { exact: true })).toBeVisible();
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('userData') ?? '{}').photo)).toBeNull();
  await page.reload();
  await expect(page.getByRole('img', { name: 'Gambar saat ini' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Hapus foto' })).toHaveCount(0);
  expect((await page.request.get(stored!)).status()).toBe(404);
});
