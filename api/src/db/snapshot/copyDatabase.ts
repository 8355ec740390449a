import { migrateToLatest } from '../../../db/migrationSource.ts';
import { type Database, openPostgres } from '../openDatabase.ts';
import {
  assertEmptyTarget,
  type LoadProgress,
  loadSnapshot,
  type TableCheck,
} from './loadSnapshot.ts';
import { readSnapshot } from './snapshot.ts';
import { withPostgresSession, withSnapshotSession } from './snapshotSession.ts';

export interface CopyResult {
  schema: string;
  checks: TableCheck[];
}

/**
 * Copies every table of `source` (the embedded database, opened by the caller, which holds
 * its lock) into the empty PostgreSQL database at `targetUrl`: the target is refused if it
 * holds rows, brought to the same schema version by the migrations, then filled and verified
 * in one transaction, so a failure anywhere leaves it empty.
 */
export async function copyDatabase(options: {
  source: Database;
  targetUrl: string;
  onProgress?: (progress: LoadProgress) => void;
}): Promise<CopyResult> {
  const { source, targetUrl, onProgress } = options;
  // Opened first: an unreachable target gets openPostgres's one-line message.
  const target = await openPostgres(targetUrl);
  try {
    await withPostgresSession(targetUrl, 'read', assertEmptyTarget);
    await migrateToLatest(target.knex);
  } finally {
    await target.close();
  }
  return withSnapshotSession(source, 'read', async (from) => {
    const snapshot = await readSnapshot(from, onProgress);
    const checks = await withPostgresSession(targetUrl, 'write', (to) =>
      loadSnapshot(to, snapshot, { ...(onProgress ? { onProgress } : {}) }),
    );
    return { schema: snapshot.header.migrations.at(-1) ?? 'none', checks };
  });
}
