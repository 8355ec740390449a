import { BoundedCache } from '../../cache/boundedCache.ts';
import type { Database } from '../../db/openDatabase.ts';

// Per database, so test files (each with its own database) never see each other's answers.
const caches = new WeakMap<Database, BoundedCache<string, Promise<unknown>>>();

/** How long another instance's change (an award, the platform name) takes to show here. */
const PUBLIC_LIST_TTL_MS = 60_000;
/** Lists kept per database: the discovery lists, the awards pages, the site names. */
const MAX_LISTS = 200;

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
    cache = new BoundedCache({ capacity: MAX_LISTS, ttlMs: PUBLIC_LIST_TTL_MS });
    caches.set(db, cache);
  }
  const hit = cache.get(key);
  if (hit) return hit as Promise<T>;
  const value = load();
  cache.set(key, value, ttlMs);
  value.catch(() => {
    if (cache.get(key) === value) cache.delete(key);
  });
  return value;
}

/** Drops what is memoised for `db` (after awards are recomputed; in tests). */
export function forgetMemoized(db: Database): void {
  caches.delete(db);
}
