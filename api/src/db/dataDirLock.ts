import { closeSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import path from 'node:path';

/**
 * PGlite is a single-process database: two processes opening one data directory would corrupt
 * it. The first process takes `<dataDir>.lock` (its pid); another process is refused with a
 * readable message, and a lock left by a process that died is taken over.
 */
export class DataDirLockedError extends Error {
  override name = 'DataDirLockedError';
}

export interface DataDirLock {
  release(): void;
}

export function lockDataDir(dataDir: string, purpose: string): DataDirLock {
  const file = `${path.resolve(dataDir)}.lock`;
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(file, 'wx', 0o600);
      writeSync(fd, JSON.stringify({ pid: process.pid, purpose, since: new Date().toISOString() }));
      closeSync(fd);
      let released = false;
      return {
        release() {
          if (released) return;
          released = true;
          rmSync(file, { force: true });
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = readHolder(file);
      if (holder && holder.pid !== process.pid && isAlive(holder.pid)) {
        throw new DataDirLockedError(
          `The embedded database in ${dataDir} is in use by another process ` +
            `(pid ${holder.pid}, ${holder.purpose}). Stop it first, or run both on PostgreSQL ` +
            '(set DATABASE_URL).',
        );
      }
      // The holder is gone (crash, kill -9): the lock is stale.
      rmSync(file, { force: true });
    }
  }
  throw new DataDirLockedError(`Could not lock the embedded database in ${dataDir}`);
}

function readHolder(file: string): { pid: number; purpose: string } | undefined {
  try {
    const parsed = JSON.parse(readFileSync(file, 'utf8')) as { pid?: unknown; purpose?: unknown };
    return typeof parsed.pid === 'number'
      ? { pid: parsed.pid, purpose: String(parsed.purpose ?? 'unknown') }
      : undefined;
  } catch {
    return undefined;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
