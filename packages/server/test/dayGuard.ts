/**
 * Setup of every server test file: a file does not start in the last 90 seconds of the company's day (Asia/Jakarta).
 * Test files read the business date when they load (`today`, `day(-3)`) and send it to a server that reads its own
 * date at each request; a file that began at 23:59:30 and ran past midnight compared yesterday's date with today's
 * (`npm test -- --stress --at 23:59` failed six tests that way). Waiting here, before the file is imported, keeps one
 * date under the whole file: the longest file takes under a minute on a busy 2-core machine. Outside that window
 * nothing waits.
 */
import { zonedParts } from '../src/lib/dates.js';

const GUARD_MS = 90_000;

const { hour, minute, second } = zonedParts('Asia/Jakarta', new Date());
const untilMidnight =
  24 * 3600_000 - (Number(hour) * 3600 + Number(minute) * 60 + Number(second)) * 1000 - (Date.now() % 1000);
if (untilMidnight < GUARD_MS) {
  console.log(
    `dayGuard: ${Math.ceil(untilMidnight / 1000)} s to midnight in Jakarta; the file starts after it`,
  );
  await new Promise((resolve) => setTimeout(resolve, untilMidnight + 250));
}
