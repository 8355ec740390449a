import { defineConfig } from 'vitest/config';

/**
 * `npm run test:e2e`: browser journeys in Debian's chromium (playwright-core) against the
 * production build served by the real API on a test database.
 */
export default defineConfig({
  test: {
    include: ['pwa/e2e/**/*.test.ts'],
    globalSetup: ['pwa/e2e/support/globalSetup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // One file at a time: two chromiums with their service workers on a 2-core machine made
    // journeys miss their timeouts (a notification, a dialog, an axe scan) that pass alone.
    maxWorkers: 1,
    fileParallelism: false,
  },
});
