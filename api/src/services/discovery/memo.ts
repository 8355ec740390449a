import type { Database } from '../../db/openDatabase.ts';

interface Entry {
  expires: number;
  value: Promise<unknown>;
}

// Per database, so test files (each with its own database) never see each other's answers.
const caches = new WeakMap<Database, Map<string, Entry>>();

const PUBLIC_LIST_TTL_MS = 60_000;

/**
 * The public discovery lists (home page, awards) are the same for every visitor and change
 * slowly, so each instance answers them from memory for `ttlMs` instead of asking the database
 * on every page view. A failed load is not kept. Concurrent callers share one load.
 */
export function memoize<T>(
  db: Database,
  key: string,
  load: () => Promise<T>,
  ttlMs = PUBLIC_LIST_TTL_MS,
): Promise<T> {
  let cache = caches.get(db);
  if (!cache) {
    cache = new Map();
    caches.set(db, cache);
  }
  const now = Date.now();
  const hit = cache.get(key);
  if (hit && hit.expires > now) return hit.value as Promise<T>;
  const value = load();
  const entry = { expires: now + ttlMs, value };
  cache.set(key, entry);
  value.catch(() => {
    if (cache.get(key) === entry) cache.delete(key);
  });
  return value;
}

/** Drops what is memoised for `db` (after awards are recomputed; in tests). */
export function forgetMemoized(db: Database): void {
  caches.delete(db);
}
