import type { Page } from '@playwright/test';
import { demoDays, expect, test } from './fixtures';
import { signInAs } from './helpers';

/**
 * What the order list cuts at this size: the demo customers' names (up to 25 characters: "Koperasi Karyawan Pabrik"),
 * the search's placeholder, the table. Customers made by other specs carry a stamp of digits and may be on the first
 * page too: a name near the column's width ("Pelanggan Massal 881746", its digits wide) may end in an ellipsis, with
 * the whole name as the cell's title, so those are left out.
 */
async function cuts(page: Page) {
  return page.evaluate(() => {
    const names = Array.from(document.querySelectorAll('tbody tr[data-row] td[data-grow]')).flatMap((td) => {
      const text = td.textContent?.trim() ?? '';
      const shown = (td.querySelector('[data-cell-text]') ?? td) as HTMLElement;
      return text.length <= 25 && !/\d/.test(text) && shown.scrollWidth > shown.clientWidth + 1 ? [text] : [];
    });
    const search = document.querySelector<HTMLInputElement>('input[name="q"]')!;
    const style = getComputedStyle(search);
    const context = document.createElement('canvas').getContext('2d')!;
    context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
    const room = search.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    const scroller = document.querySelector('table')!.parentElement!;
    return {
      names,
      placeholder: context.measureText(search.placeholder).width <= room,
      sideways: scroller.scrollWidth - scroller.clientWidth,
    };
  });
}

// Issue 37: at 1366 the customer's name and the search's placeholder were cut on Data Transaksi (16 of 25 demo names);
// the row's history and delete moved into its menu (foldActions) and the dates lost this year's number.
test('Data Transaksi at 1366×768 shows customer names whole and the search placeholder whole, in both themes', async ({
  page,
}) => {
  await signInAs(page, 'admin');
  await page.setViewportSize({ width: 1366, height: 768 });
  for (const theme of ['light', 'dark'] as const) {
    await page.goto(`transaction/data?${demoDays()}`);
    await page.evaluate((mode) => localStorage.setItem('pawonTheme', mode), theme);
    await page.reload();
    await expect(page.locator(`[data-pawon-theme="${theme}"]`).first()).toBeAttached();
    await expect(page.locator('tbody tr[data-row]')).toHaveCount(25);
    const seen = await cuts(page);
    expect(seen.names, `names cut (${theme})`).toEqual([]);
    expect(seen.placeholder, `placeholder whole (${theme})`).toBe(true);
    expect(seen.sideways, `table scrolls sideways (${theme})`).toBeLessThanOrEqual(0);
  }
});
