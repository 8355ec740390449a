import { readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Logger } from 'pino';
import { UPLOAD_DIR_PREFIX } from './upload.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Removes the temporary copies of CSV uploads that a crashed process left behind (a finished
 * or failed upload removes its own). A directory belongs to a crash when the process named in
 * it no longer runs, or when it is over a day old whatever its name; a running instance's
 * upload (another worker of a cluster) is left alone.
 */
export async function removeStaleUploads(logger: Logger, dir = tmpdir()): Promise<number> {
  const entries = await readdir(dir).catch(() => [] as string[]);
  let removed = 0;
  for (const name of entries) {
    if (!name.startsWith(UPLOAD_DIR_PREFIX)) continue;
    const full = path.join(dir, name);
    const pid = Number(/^(\d+)-/.exec(name.slice(UPLOAD_DIR_PREFIX.length))?.[1]);
    const old = await stat(full).then(
      (info) => Date.now() - info.mtimeMs > DAY_MS,
      () => false,
    );
    if (!old && Number.isInteger(pid) && isRunning(pid)) continue;
    if (!old && !Number.isInteger(pid) && (await isRecent(full))) continue;
    await rm(full, { recursive: true, force: true }).catch(() => undefined);
    removed += 1;
  }
  if (removed > 0) logger.info({ removed }, 'removed uploads left by a crash');
  return removed;
}

function isRunning(pid: number): boolean {
  if (pid === process.pid) return true;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it runs, under another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** A directory without a pid (made before pids were in the name) counts as live for an hour. */
async function isRecent(full: string): Promise<boolean> {
  const info = await stat(full).catch(() => undefined);
  return !!info && Date.now() - info.mtimeMs < 60 * 60 * 1000;
}
