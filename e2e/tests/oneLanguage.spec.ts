import type { Page } from '@playwright/test';
import { readCatalogues } from '../../packages/app/src/i18n/catalogueFiles';
import {
  createLanguageCheck,
  describeFindings,
  type CheckLocale,
} from '../../packages/app/src/test/languageCheck';
import { demoDays, expect, test } from './fixtures';
import { appSettled, signInAs, treeUrls } from './helpers';

// Issue 36: the app is in one language at a time. Every screen of the admin's sidebar (and Profil, FAQ), in
// Indonesian and in English, is read as a user reads it and checked for words of the other language, catalogue keys
// shown as text and numbers in the other language's notation (packages/app/src/test/languageCheck.ts). What the
// server answered (names, notes, addresses: the demo data) is data, not the app's text, and is not judged.

const check = createLanguageCheck(readCatalogues());

/**
 * The strings of an API answer: its data, but not a success's or an error's own sentence (`message`, `errors`), nor
 * paths and icon names (`/items/bahan-baku/list` holds no word a user reads).
 */
function strings(value: unknown, into: Set<string>, key?: string): void {
  if (typeof value === 'string') {
    if (key !== 'message' && !/^(\/[\w/-]*|bx[sl]?-[\w-]+)$/.test(value)) into.add(value);
  } else if (Array.isArray(value)) value.forEach((item) => strings(item, into));
  else if (value && typeof value === 'object')
    for (const [name, item] of Object.entries(value)) if (name !== 'errors') strings(item, into, name);
}

/** Records every string the server answers the page with. */
function recordData(page: Page): Set<string> {
  const data = new Set<string>();
  page.on('response', async (response) => {
    if (!new URL(response.url()).pathname.startsWith('/api/')) return;
    if (!(response.headers()['content-type'] ?? '').includes('json')) return;
    strings(await response.json().catch(() => null), data);
  });
  return data;
}

/** The screens of the demo data's days, so that reports and logs have rows to show. */
const withDays = (url: string) =>
  /^\/(report|items\/bahan-(baku|kemasan)\/(restock|used)|produksi|transaction\/data)/.test(url)
    ? `${url.slice(1)}?${demoDays()}`
    : url.slice(1);

test.describe.configure({ timeout: 240_000 });

for (const locale of ['id', 'en'] as const satisfies readonly CheckLocale[]) {
  test(`every screen of the sidebar is in ${locale === 'id' ? 'Indonesian' : 'English'} only`, async ({
    page,
  }) => {
    const session = await signInAs(page, 'admin');
    // The language this user chose in this browser (as Profil stores it), before the app starts.
    await page.addInitScript(
      ([user, chosen]) =>
        localStorage.setItem('pawonLocale', JSON.stringify({ [user]: chosen, last: chosen })),
      [String(session.datas.id), locale] as const,
    );
    const data = recordData(page);
    const urls = [...new Set([...treeUrls(session.menus), '/profile', '/FAQ'])];
    const found: string[] = [];
    for (const url of urls) {
      await page.goto(withDays(url));
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await appSettled(page);
      const text = await page.evaluate(() => document.body.innerText);
      const dataWords = new Set(
        [...data].flatMap((value) => value.match(/\p{L}+/gu) ?? []).map((word) => word.toLowerCase()),
      );
      const findings = check(text, locale).filter((f) =>
        f.kind === 'word'
          ? !dataWords.has(f.found.toLowerCase())
          : f.kind === 'number'
            ? ![...data].some((value) => value.includes(f.found))
            : true,
      );
      if (findings.length) found.push(`${url}:\n${describeFindings(findings)}`);
    }
    expect(found, `not in ${locale === 'id' ? 'Indonesian' : 'English'} only`).toEqual([]);
  });
}
