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
  outputDir: 'test-results',
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
    timeout: 120_000,
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
    },
  },
});
