import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const port = Number(process.env['PAWON_E2E_PORT'] ?? 3100);
// A fresh data folder per run (the config is also loaded by workers: they inherit the variable).
process.env['PAWON_E2E_DATA'] ??= fs.mkdtempSync(path.join(os.tmpdir(), 'pawon-e2e-'));

export const origin = `http://127.0.0.1:${port}`;

// Contract conformance (issue 19): the server checks each of its own answers against openapi.yaml and appends every
// violation to this file (PAWON_CONFORMANCE_LOG, packages/server/src/plugins/conformance.ts); global-teardown.ts
// fails the run when it holds any. PAWON_E2E_CONFORMANCE=0 turns the check off.
process.env['PAWON_E2E_CONFORMANCE'] ??= path.join(
  os.tmpdir(),
  `pawon-e2e-conformance-${process.pid}-${Date.now()}.jsonl`,
);
const conformanceLog =
  process.env['PAWON_E2E_CONFORMANCE'] === '0' ? undefined : process.env['PAWON_E2E_CONFORMANCE'];

// `npm test -- e2e --at HH:MM` (scripts/pawon.mjs): the server runs under libfaketime, that many milliseconds ahead
// of this machine's clock; the browser gets the same time from Playwright's clock (tests/fixtures.ts). Chromium
// itself never runs under libfaketime: it crawled there and missed its timeouts.
const clockOffset = Number(process.env['PAWON_E2E_CLOCK_OFFSET_MS'] ?? 0);
const faketimeLib = process.env['PAWON_E2E_FAKETIME_LIB'];
const isFaketime = (lib: string) => /libfaketime/.test(lib);
const preloads = (process.env['LD_PRELOAD'] ?? '').split(':').filter(Boolean);
const serverClock: Record<string, string> =
  clockOffset && faketimeLib
    ? {
        LD_PRELOAD: [faketimeLib, ...preloads.filter((lib) => !isFaketime(lib))].join(':'),
        // An offset from the real clock ("+3600.5" seconds): every process of the server keeps the same time.
        FAKETIME: `${clockOffset >= 0 ? '+' : ''}${(clockOffset / 1000).toFixed(3)}`,
        FAKETIME_DONT_FAKE_MONOTONIC: '1',
      }
    : {};
// Chromium's environment: this one without libfaketime, even when the caller runs Playwright under it.
const browserEnv: Record<string, string> = {};
for (const [name, value] of Object.entries(process.env)) {
  if (value === undefined || name.startsWith('FAKETIME')) continue;
  browserEnv[name] =
    name === 'LD_PRELOAD'
      ? value
          .split(':')
          .filter((lib) => lib && !isFaketime(lib))
          .join(':')
      : value;
}

export default defineConfig({
  testDir: './tests',
  globalTeardown: './global-teardown.ts',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 2,
  // One retry in CI: a flaky pass shows as "flaky" in the report and still counts; a real failure fails twice.
  retries: process.env['CI'] && !process.env['PAWON_NO_RETRY'] ? 1 : 0,
  reporter: process.env['CI']
    ? [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }]]
    : [['list']],
  // PAWON_E2E_OUTPUT: a folder of one's own for traces and screenshots when several runs share this checkout.
  outputDir: process.env['PAWON_E2E_OUTPUT'] ?? 'test-results',
  use: {
    baseURL: `${origin}/build/`,
    locale: 'id-ID',
    timezoneId: 'Asia/Jakarta',
    viewport: { width: 1280, height: 800 },
    // Entrance animations and colour transitions finish at once: a check never catches a button mid-fade.
    reducedMotion: 'reduce',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium',
      env: browserEnv,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    // The app and the server must already be built (npm test -- e2e does both: `pnpm --filter @pawon/app build`,
    // `pnpm --filter @pawon/server build`); the compiled server serves packages/app/dist, as npm start does.
    command: 'pnpm --filter @pawon/server start',
    cwd: root,
    url: `${origin}/build/`,
    // A first start creates, migrates and seeds a fresh database: 20 s on a quiet machine, but 125–166 s were
    // measured on 2 cores shared with other runs (with or without the fake clock). Waits for the url all the same.
    timeout: 300_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PAWON_DATA_DIR: process.env['PAWON_E2E_DATA'],
      // PGlite in the fresh data folder, or a fresh PostgreSQL database the caller made for this run
      // (never DATABASE_URL itself: the server suite uses that one as its maintenance connection).
      DATABASE_URL: process.env['PAWON_E2E_DATABASE_URL'] ?? '',
      PAWON_DEMO: '1',
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      // For e2e only: tests/webhooks.spec.ts receives the webhooks in the test process, over http on this machine's
      // private address (fd00::2 here). Loopback, link-local and metadata stay refused whatever this says (decision
      // 065); a real server keeps the default, deny.
      PAWON_WEBHOOK_PRIVATE: 'allow',
      ...(conformanceLog ? { PAWON_CONFORMANCE_LOG: conformanceLog } : {}),
      ...serverClock,
    },
  },
});
