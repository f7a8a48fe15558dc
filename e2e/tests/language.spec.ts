import { expect, test } from './fixtures';
import { signInAs } from './helpers';

// Issue 18: a user switches to English in Profil and back; the choice is theirs (kept after a reload) and ui's own
// words (the list's pagination) and the server's errors follow it.
test('switches to English and back in Profil, remembered for the user', async ({ page }) => {
  await signInAs(page, 'staff');
  await page.goto('profile');
  const language = page.getByRole('radiogroup', { name: 'Bahasa' });
  await language.getByRole('radio', { name: 'English' }).click();
  await expect(page.getByRole('radiogroup', { name: 'Language' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');

  await page.reload();
  await expect(page.getByRole('radiogroup', { name: 'Language' })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'English' })).toBeChecked();

  await page.goto('items/produk');
  await expect(page.getByRole('button', { name: 'First page' })).toBeVisible();

  await page.goto('profile');
  await page
    .getByRole('radiogroup', { name: 'Language' })
    .getByRole('radio', { name: 'Bahasa Indonesia' })
    .click();
  await expect(page.getByRole('radiogroup', { name: 'Bahasa' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'id');
  await page.goto('items/produk');
  await expect(page.getByRole('button', { name: 'Halaman pertama' })).toBeVisible();
});
