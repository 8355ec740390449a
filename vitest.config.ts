import { defineConfig } from 'vitest/config';

/** `npm test`: unit, API and component tests. No browser and no database server needed. */
export default defineConfig({
  test: {
    include: ['{api,cli,shared,pwa,scripts}/**/*.test.{ts,tsx}'],
    exclude: ['**/node_modules/**', 'pwa/e2e/**', 'pwa/dist/**'],
    globalSetup: ['api/src/test/globalSetup.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // Each file gets its own database; two cores run two files at a time comfortably.
    maxWorkers: 2,
  },
});
