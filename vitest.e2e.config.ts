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
    maxWorkers: 2,
  },
});
