import type { Page } from '@playwright/test';
import { demoDays, expect, test } from './fixtures';
import { signInAs } from './helpers';

/** The order rows whole on screen, and the height of each row (a card on a phone). */
async function rowsInView(page: Page) {
  return page.evaluate(() => {
    const rows = Array.from(document.querySelectorAll('tbody tr[data-row]'));
    const whole = rows.filter((row) => {
      const box = row.getBoundingClientRect();
      return box.top >= 0 && box.bottom <= window.innerHeight;
    });
    return {
      whole: whole.length,
      heights: rows.slice(0, 10).map((row) => row.getBoundingClientRect().height),
    };
  });
}

// Issue 16: at 1366×768 about three orders showed above the fold, and a phone card was about 400 px.
test('the order list shows ten or more orders at 1366×768 and a phone card under 160 px, in both themes', async ({
  page,
}) => {
  await signInAs(page, 'admin');
  for (const theme of ['light', 'dark'] as const) {
    await page.setViewportSize({ width: 1366, height: 768 });
    await page.goto(`transaction/data?${demoDays()}`);
    await page.evaluate((mode) => localStorage.setItem('pawonTheme', mode), theme);
    await page.reload();
    await expect(page.locator(`[data-pawon-theme="${theme}"]`).first()).toBeAttached();
    const rows = page.locator('tbody tr[data-row]');
    // The demo's 90 days of orders: a full page of 25 ("Tahun ini" holds only today's on 1 January).
    await expect(rows).toHaveCount(25);
    const wide = await rowsInView(page);
    expect(wide.whole, `rows in view (${theme})`).toBeGreaterThanOrEqual(10);
    // One line each: the states, the send time and the customer never wrap into a second line.
    for (const height of wide.heights) expect(height).toBeLessThanOrEqual(42);

    await page.setViewportSize({ width: 390, height: 844 });
    await expect(rows.first()).toHaveCSS('display', 'grid');
    const phone = await rowsInView(page);
    for (const height of phone.heights) expect(height, `a card (${theme})`).toBeLessThan(160);
    // A card still says each state in words, and its buttons are there.
    const card = rows.first();
    await expect(card.getByText(/^(Lunas|Belum lunas)$/)).toBeVisible();
    await expect(card.getByRole('button', { name: /^Lihat detail TRX-/ })).toBeVisible();
  }
});
