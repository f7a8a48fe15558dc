import { expect, test } from './fixtures';
import { users, field } from './helpers';

test('sign in and move between menus with the keyboard alone', async ({ page }) => {
  await page.goto('login');
  // The login field has focus on arrival.
  await expect(page.getByLabel('Email atau nama')).toBeFocused();
  await page.keyboard.type(users.admin.email);
  await page.keyboard.press('Tab');
  await expect(field(page, 'Kata sandi')).toBeFocused();
  await page.keyboard.type(users.admin.password);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/build\/dashboard$/);
  await expect(page.getByRole('navigation', { name: 'Menu utama' })).toBeVisible();

  // Menu search: Ctrl+K, type, arrows, Enter.
  await page.keyboard.press('Control+k');
  await expect(page.getByRole('combobox', { name: 'Cari menu' })).toBeFocused();
  await page.keyboard.type('posi');
  await expect(page.getByRole('listbox').getByRole('option').first()).toContainText('Position Management');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/build\/position-management$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Position Management' })).toBeVisible();

  // The administration screens are found by their Indonesian words too.
  await page.keyboard.press('Control+k');
  await page.keyboard.type('pengguna');
  await expect(page.getByRole('listbox').getByRole('option').nth(1)).toBeVisible();
  // The screen named by the word comes before the ones that merely contain it ("Penggunaan Bahan Baku").
  await expect(page.getByRole('listbox').getByRole('option').first()).toContainText('User Management');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'User Management' })).toBeVisible();
  await page.keyboard.press('Control+k');
  await page.keyboard.type('jabatan');
  await expect(page.getByRole('listbox').getByRole('option').first()).toContainText('Position Management');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Position Management' })).toBeVisible();

  // Tab to a sidebar link and open it with Enter.
  const link = page
    .getByRole('navigation', { name: 'Menu utama' })
    .getByRole('link', { name: 'User Management' });
  for (let i = 0; i < 120; i += 1) {
    await page.keyboard.press('Tab');
    if (await link.evaluate((el) => el === document.activeElement)) break;
  }
  await expect(link).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/build\/user-management$/);
  // The new screen is shown once the guard let it through (the address changes first).
  await expect(page.getByRole('heading', { level: 1, name: 'User Management' })).toBeVisible();
  await expect(page.locator('#main-content')).toBeFocused();

  // The user menu and logout, by keyboard.
  const userMenu = page.getByRole('button', { name: /Menu pengguna/ });
  await userMenu.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menuitem', { name: 'Profil' })).toBeVisible();
  await page.keyboard.press('Escape');
});
