import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '..');
export const DIST = path.join(ROOT, 'pwa', 'dist');
export const STAMP = path.join(DIST, '.source-hash');

// What the PWA bundle is made of: its own sources, shared/ and the locked dependency set.
const SOURCES = ['pwa', 'shared', 'package-lock.json', 'tsconfig.json'];
const SKIP = new Set(['dist', 'node_modules', 'e2e', 'screenshots']);

/** A hash of every file the PWA build reads, to tell whether `pwa/dist` is out of date. */
export async function hashPwaSources(): Promise<string> {
  const hash = createHash('sha256');
  for (const source of SOURCES) {
    for (const file of await listFiles(path.join(ROOT, source))) {
      hash.update(path.relative(ROOT, file));
      hash.update(await readFile(file));
    }
  }
  return hash.digest('hex');
}

async function listFiles(target: string): Promise<string[]> {
  const entries = await readdir(target, { withFileTypes: true }).catch(() => undefined);
  if (!entries) return [target];
  const nested = await Promise.all(
    entries
      .filter((entry) => !SKIP.has(entry.name) && !entry.name.endsWith('.test.ts'))
      .sort((a, b) => a.name.localeCompare(b.name))
      .map((entry) => {
        const full = path.join(target, entry.name);
        return entry.isDirectory() ? listFiles(full) : Promise.resolve([full]);
      }),
  );
  return nested.flat();
}

export async function readStamp(): Promise<string | undefined> {
  return readFile(STAMP, 'utf8').then(
    (text) => text.trim(),
    () => undefined,
  );
}
