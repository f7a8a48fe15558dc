import {
  test as base,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Page,
  type TestInfo,
} from '@playwright/test';

export { expect } from '@playwright/test';

/**
 * How far the server's clock is ahead of this machine's, in milliseconds: `npm test -- e2e --at HH:MM` runs the
 * server under libfaketime at that hour of the Jakarta day (scripts/pawon.mjs) and passes the offset; 0 otherwise.
 * Chromium is never run under libfaketime (it crawls): each browser context gets the same hour from Playwright's
 * clock instead, so that the browser, the server and the tests agree on "now" and on "today".
 */
export const clockOffset = Number(process.env['PAWON_E2E_CLOCK_OFFSET_MS'] ?? 0);

/** Now, on the server's clock. Tests that compute "today" take it from here, never from `new Date()`. */
export const serverNow = (): Date => new Date(Date.now() + clockOffset);

/** The Jakarta date of an instant (`YYYY-MM-DD`): "today" is `businessDay(serverNow())`. */
export const businessDay = (at: Date): string =>
  new Date(at.getTime() + 7 * 3600_000).toISOString().slice(0, 10);

/**
 * A list's URL parameters for the demo data's days: the 90 days up to today that the seed fills with orders,
 * restocks and runs (packages/server/src/seed). "Tahun ini" or "Bulan ini" holds only today on 1 January or on the
 * 1st of a month: a test that needs the demo's rows asks for these days, never for a period that moves with today.
 */
export function demoDays(): string {
  const today = serverNow();
  const first = new Date(today.getTime() - 89 * 86_400_000);
  return `period=range&from=${businessDay(first)}&to=${businessDay(today)}`;
}

/** Sets a context's clock to the server's (under a fake hour only: otherwise both are this machine's clock). */
async function followServerClock(context: BrowserContext): Promise<void> {
  if (clockOffset) await context.clock.install({ time: serverNow() });
}

/**
 * Names the test in a header of every request of the context, so that the server's contract conformance check (see
 * playwright.config.ts) says which test a violation came from.
 */
async function nameTest(context: BrowserContext, testInfo: TestInfo): Promise<void> {
  const title = testInfo.titlePath.slice(1).join(' › ').slice(0, 300);
  await context.setExtraHTTPHeaders({ 'x-pawon-test': encodeURIComponent(title) });
}

/** A browser context of a test's own (a second user), on the server's clock like the test's own page. */
export async function newContext(browser: Browser, options?: BrowserContextOptions): Promise<BrowserContext> {
  const context = await browser.newContext(options);
  await followServerClock(context);
  await nameTest(context, base.info());
  return context;
}

/**
 * Hands the page's clock to the test, to fast-forward it: under a fake hour it is already installed (at the
 * server's time, once per context); otherwise it is installed here, at this machine's time. Either way the time
 * runs on until the test moves it.
 */
export async function controlClock(page: Page): Promise<void> {
  if (!clockOffset) await page.clock.install();
}

export const test = base.extend({
  context: async ({ context }, use, testInfo) => {
    await followServerClock(context);
    await nameTest(context, testInfo);
    await use(context);
  },
});
