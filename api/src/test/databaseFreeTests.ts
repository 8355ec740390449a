/**
 * Folders whose test files never open a database: the page reader, the classifier and its
 * evaluation sets, the shared schemas, the PWA's components and the build scripts. The passes
 * on PostgreSQL and through PgBouncer skip them (vitest.config.ts), since the embedded pass has
 * already run them and a database server cannot change their result. `createTestDatabase`
 * refuses to open a database from a file in one of them, so a test that starts needing one is
 * caught in the embedded pass instead of silently skipped on PostgreSQL.
 */
export const DATABASE_FREE_TEST_FOLDERS = [
  'api/src/ai/homepage/',
  'api/src/ai/eval/',
  'api/src/ai/local/',
  'shared/',
  'pwa/src/',
  'scripts/',
];

/** Whether a test file (absolute or relative to the repository) is in one of those folders. */
export function isDatabaseFreeTest(testFile: string, repositoryRoot: string): boolean {
  const relative = testFile.startsWith(repositoryRoot)
    ? testFile.slice(repositoryRoot.length).replace(/^\/+/, '')
    : testFile;
  return DATABASE_FREE_TEST_FOLDERS.some((folder) => relative.startsWith(folder));
}
