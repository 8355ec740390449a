import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openPglite } from '../db/openDatabase.ts';
import { prepareDatabase } from '../db/prepareDatabase.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A dump of a migrated, seeded PGlite database that each test file loads (~0.5 s). */
    pgliteTemplate: string;
  }
}

/**
 * Creating a PGlite database costs ~3 s; loading a dump of one costs ~0.5 s. So the schema is
 * built once per run, and every test file starts from a copy of it.
 */
export default async function setup(project: TestProject) {
  // On PostgreSQL every test file creates its own database; no template needed.
  if (process.env.TEST_DATABASE_URL) return;
  const dir = await mkdtemp(path.join(tmpdir(), 'reviews-test-'));
  const file = path.join(dir, 'template.tar');
  const db = await openPglite();
  try {
    await prepareDatabase(db.knex);
    const dump = await db.pglite!.dumpDataDir('none');
    await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  } finally {
    await db.close();
  }
  project.provide('pgliteTemplate', file);
  return () => rm(dir, { recursive: true, force: true });
}
