import { defineConfig } from 'vitest/config';
import { DATABASE_FREE_TEST_FOLDERS } from './api/src/test/databaseFreeTests.ts';

// On a database server (the PostgreSQL and PgBouncer passes of CI), files that never open a
// database have already run in the embedded pass; running them again proves nothing.
const skippedOnServer = process.env.TEST_DATABASE_URL
  ? DATABASE_FREE_TEST_FOLDERS.map((folder) => `${folder}**`)
  : [];

/** `npm test`: unit, API and component tests. No browser and no database server needed. */
export default defineConfig({
  test: {
    include: ['{api,cli,shared,pwa,scripts}/**/*.test.{ts,tsx}'],
    exclude: ['**/node_modules/**', 'pwa/e2e/**', 'pwa/dist/**', ...skippedOnServer],
    globalSetup: ['api/src/test/globalSetup.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // Each file gets its own database; two cores run two files at a time comfortably.
    maxWorkers: 2,
  },
});
