import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    environment: 'node',
    include: ['test/**/*.test.ts'],
    globalSetup: ['test/globalSetup.ts'],
    // No file starts in the last 90 s of a business day: its dates stay one day (test/dayGuard.ts).
    setupFiles: ['test/dayGuard.ts'],
    // Each file gets its own copy of one migrated, seeded database: files can run in parallel.
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // On CI a failed test runs once more before it counts (see the root vitest.config.ts).
    retry: process.env['CI'] && !process.env['PAWON_NO_RETRY'] ? 1 : 0,
  },
});
