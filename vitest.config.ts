import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { compiledCatalogues } from './packages/app/vite.plugins';

const dirname = path.dirname(fileURLToPath(import.meta.url));

/**
 * On CI a failed test runs once more before it counts as failed (as Playwright's `retries: 1` does): a test that
 * fails twice is a real failure, one that passes the second time is listed as flaky in the summary, to be fixed.
 * `PAWON_NO_RETRY=1` (the stress mode of `npm test -- --stress`) turns the retry off.
 */
const ciRetry = process.env['CI'] && !process.env['PAWON_NO_RETRY'] ? 1 : 0;

/** Debian's Chromium, never a downloaded browser (set PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 when installing). */
const chromiumLaunchOptions = {
  executablePath: process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--font-render-hinting=none',
  ],
};

/**
 * Test files run in at least two workers (browser sessions for storybook): vitest's default (cores − 1) gives a
 * 2-core CI machine a single one, so every vitest suite used one core of two. Files are independent (each server
 * test file copies the template database; each storybook session has its own browser context, so focus and
 * viewport are its own), and `npm test -- --stress` checks the tests with every core busy.
 */
const maxWorkers = Math.max(2, (os.availableParallelism?.() ?? os.cpus().length) - 1);

export default defineConfig({
  test: {
    maxWorkers,
    projects: [
      // Node projects with their own config files.
      'packages/api-client',
      'packages/server',
      {
        plugins: [react()],
        test: {
          name: 'ui-unit',
          // Files of a worker share one module graph and jsdom (a fresh one per file was half the suite's time);
          // each test cleans up after itself (vitest.setup.ts), and shuffled orders pass.
          isolate: false,
          root: dirname,
          include: ['packages/ui/**/*.test.{ts,tsx}'],
          exclude: ['**/node_modules/**'],
          environment: 'jsdom',
          setupFiles: ['packages/ui/vitest.setup.ts'],
          // Screens driven with user-event take seconds on a busy 2-core machine; 5 s made them flake.
          testTimeout: 20_000,
          retry: ciRetry,
        },
      },
      {
        // The message catalogues compiled as the build does (packages/app/src/i18n/area.ts reads compiled messages).
        plugins: [react(), compiledCatalogues()],
        // vite-plugin-pwa's registration module exists only in the build; tests mock it (app/offline/pwa.test.ts).
        resolve: {
          alias: {
            'virtual:pwa-register': path.join(dirname, 'packages/app/src/test/pwaRegister.ts'),
          },
        },
        test: {
          name: 'app',
          // As ui-unit: one module graph per worker. The app's shared state (the jotai store, the query cache,
          // localStorage) is reset after every test in ./vitest.setup.ts.
          isolate: false,
          root: path.join(dirname, 'packages/app'),
          include: ['src/**/*.test.{ts,tsx}'],
          exclude: ['**/node_modules/**'],
          environment: 'jsdom',
          setupFiles: ['./vitest.setup.ts'],
          testTimeout: 20_000,
          retry: ciRetry,
        },
      },
      {
        plugins: [storybookTest({ configDir: path.join(dirname, '.storybook') })],
        test: {
          name: 'storybook',
          // An array: the Storybook plugin adds a setup file given as a string once more, and its hooks ran twice
          // (every screenshot taken twice).
          setupFiles: ['.storybook/vitest.setup.ts'],
          // The story files of a worker run in one page, one after another: a fresh page (iframe) per file spent
          // ≈1.7 s loading the preview, fonts and addons before its first story, half of the suite's time.
          // Stories build their own store, query cache and router (screenDecorator); what one file may leave for
          // the next (the catalogue's language) is reset in .storybook/vitest.setup.ts, and a shuffled order
          // (`--sequence.shuffle`) passes.
          isolate: false,
          retry: ciRetry,
          // A browser project takes its session count from its own config, not the root's.
          maxWorkers,
          // Each browser project gets its own `browser` object (a shared one fails to start).
          browser: {
            enabled: true,
            headless: true,
            // Reduced motion: entrances and colour transitions finish at once, so axe and screenshots never
            // catch a button mid-fade (a colour-contrast failure seen once on a busy machine).
            provider: playwright({
              launchOptions: chromiumLaunchOptions,
              contextOptions: { reducedMotion: 'reduce' },
            }),
            instances: [{ browser: 'chromium' }],
            viewport: { width: 1024, height: 768 },
            screenshotFailures: false,
            expect: {
              toMatchScreenshot: {
                comparatorName: 'pixelmatch',
                comparatorOptions: { threshold: 0.2, allowedMismatchedPixelRatio: 0.01 },
              },
            },
          },
        },
      },
    ],
  },
});
