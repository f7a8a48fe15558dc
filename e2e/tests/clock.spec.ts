import { signInAs } from './helpers';
import { expect, serverNow, test } from './fixtures';

/** The hour in Jakarta of a moment, and the dashboard's part of the day for it (greeting.ts). */
function jakartaHour(at: Date): number {
  return Number(
    new Intl.DateTimeFormat('en-GB', { hour: '2-digit', hourCycle: 'h23', timeZone: 'Asia/Jakarta' }).format(
      at,
    ),
  );
}
const partOfDay = (hour: number) =>
  hour >= 4 && hour < 10
    ? 'pagi'
    : hour >= 10 && hour < 15
      ? 'siang'
      : hour >= 15 && hour < 18
        ? 'sore'
        : 'malam';

// Under `npm test -- e2e --at HH:MM` the server runs at that hour and the browser is set to it (fixtures.ts); on
// other runs all three read this machine's clock. Either way they must agree, or "today" differs between them.
test('the browser, the server and the tests read one clock', async ({ page }) => {
  const before = serverNow().getTime();
  const answer = await page.request.get('/api/me');
  // The server's own time: the Date header of its answer (whole seconds).
  const serverTime = Date.parse(answer.headers()['date'] ?? '');
  await page.goto('login');
  const browserTime = await page.evaluate(() => Date.now());
  const after = serverNow().getTime();
  expect(serverTime).toBeGreaterThanOrEqual(Math.floor(before / 1000) * 1000);
  expect(serverTime).toBeLessThanOrEqual(after);
  expect(browserTime).toBeGreaterThanOrEqual(before);
  expect(browserTime).toBeLessThanOrEqual(after);

  // What the app shows follows the same hour: the dashboard greets by the part of the day in Jakarta.
  await signInAs(page, 'owner');
  await page.goto('dashboard');
  const greeting = page.getByRole('heading', { level: 1, name: /^Selamat / });
  await expect(greeting).toBeVisible();
  const shown = (await greeting.textContent()) ?? '';
  const hours = [jakartaHour(new Date(before)), jakartaHour(serverNow())];
  expect(hours.map((hour) => `Selamat ${partOfDay(hour)}`)).toContain(shown.split(',')[0]?.trim());
});
