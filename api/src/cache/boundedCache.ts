/*
 * The one rule for this process's caches (docs/ARCHITECTURE.md, "Caches"): every entry lives
 * at most `ttlMs`, and the cache holds at most `capacity` (entries, or the weight `weigh`
 * gives each value, bytes for instance), the least recently used going first. Nothing in memory
 * grows without bound, and nothing is trusted longer than its owner says.
 */

export interface BoundedCacheOptions<V> {
  /** How much the cache holds at most: entries, or the sum of `weigh` over its values. */
  capacity: number;
  /** How long an entry is kept after it was set (ms). `Infinity` only for derived values. */
  ttlMs: number;
  /** An entry's weight against `capacity` (default 1: capacity counts entries). */
  weigh?: (value: V) => number;
  /** The clock (tests). */
  now?: () => number;
}

interface Entry<V> {
  value: V;
  weight: number;
  expiresAt: number;
}

export class BoundedCache<K, V> {
  private readonly entries = new Map<K, Entry<V>>();
  private weight = 0;
  private readonly weigh: (value: V) => number;
  private readonly now: () => number;

  constructor(private readonly options: BoundedCacheOptions<V>) {
    this.weigh = options.weigh ?? (() => 1);
    this.now = options.now ?? Date.now;
  }

  /** The value kept under `key`, unless it expired. */
  get(key: K): V | undefined {
    const entry = this.entries.get(key);
    if (entry === undefined) return undefined;
    if (entry.expiresAt <= this.now()) {
      this.delete(key);
      return undefined;
    }
    // Most recently used goes last (a Map iterates in insertion order).
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.value;
  }

  /** Keeps `value` for `ttlMs` (the cache's unless given); a value heavier than all is not kept. */
  set(key: K, value: V, ttlMs = this.options.ttlMs): void {
    this.delete(key);
    const weight = this.weigh(value);
    if (weight > this.options.capacity) return;
    this.entries.set(key, { value, weight, expiresAt: this.now() + ttlMs });
    this.weight += weight;
    for (const [oldest, entry] of this.entries) {
      if (this.weight <= this.options.capacity) break;
      this.entries.delete(oldest);
      this.weight -= entry.weight;
    }
  }

  /** The kept value, or `make`'s, kept. */
  getOrMake(key: K, make: (key: K) => V): V {
    const kept = this.get(key);
    if (kept !== undefined) return kept;
    const made = make(key);
    this.set(key, made);
    return made;
  }

  delete(key: K): void {
    const entry = this.entries.get(key);
    if (entry === undefined) return;
    this.entries.delete(key);
    this.weight -= entry.weight;
  }

  clear(): void {
    this.entries.clear();
    this.weight = 0;
  }

  /** Entries held, expired ones not yet dropped included. */
  get size(): number {
    return this.entries.size;
  }
}

/**
 * `make` computed once per distinct text and kept (`BoundedCache`): for what the server derives
 * from texts on every request (a statement's name, a key object). A value is never stale, so it
 * lives as long as it is used; `capacity` bounds the memory whatever the texts.
 */
export function memoByText<T>(make: (text: string) => T, capacity = 1_000): (text: string) => T {
  const cache = new BoundedCache<string, T>({ capacity, ttlMs: Number.POSITIVE_INFINITY });
  return (text) => cache.getOrMake(text, make);
}
