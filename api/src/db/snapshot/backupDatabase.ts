import type { Readable, Writable } from 'node:stream';
import type { Database } from '../openDatabase.ts';
import { readBackup, writeBackup } from './backupFile.ts';
import { type LoadProgress, loadSnapshot, type TableCheck } from './loadSnapshot.ts';
import { readSnapshot, type SnapshotHeader } from './snapshot.ts';
import { withSnapshotSession } from './snapshotSession.ts';

interface Target {
  db: Database;
  onProgress?: (progress: LoadProgress) => void;
}

/** Writes one consistent snapshot of the whole database to `out`; returns what it holds. */
export function backupDatabase(target: Target & { out: Writable }): Promise<SnapshotHeader> {
  return withSnapshotSession(target.db, 'read', async (session) => {
    const snapshot = await readSnapshot(session, target.onProgress);
    await writeBackup(snapshot, target.out);
    return snapshot.header;
  });
}

/**
 * Loads a backup into the database (empty, or anything with `replace`) in one transaction and
 * verifies every table against the counts and checksums in the file's header. A foreign,
 * damaged or cut file, or a schema version that differs, changes nothing.
 */
export async function restoreDatabase(
  target: Target & { input: Readable; name: string; replace?: boolean },
): Promise<{ header: SnapshotHeader; checks: TableCheck[] }> {
  const snapshot = await readBackup(target.input, target.name);
  const checks = await withSnapshotSession(target.db, 'write', (session) =>
    loadSnapshot(session, snapshot, {
      ...(target.replace ? { replace: true } : {}),
      ...(target.onProgress ? { onProgress: target.onProgress } : {}),
    }),
  );
  return { header: snapshot.header, checks };
}
