import { defineProject } from 'vitest/config';

// Every raw SQL row read with a row shape is checked against it (src/db/rowShape.ts, decision 046): set here, before
// the global setup (which migrates and seeds) and the test workers (which inherit it) start.
process.env['PAWON_CHECK_ROWS'] ??= '1';

export default defineProject({
  test: {
    name: 'server',
    environment: 'node',
    env: { PAWON_CHECK_ROWS: process.env['PAWON_CHECK_ROWS'] ?? '1' },
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
