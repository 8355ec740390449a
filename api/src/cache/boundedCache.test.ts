import { describe, expect, it } from 'vitest';
import { BoundedCache, memoByText } from './boundedCache.ts';

describe('BoundedCache: the one rule of the in-process caches', () => {
  it('forgets an entry after its time', () => {
    let now = 0;
    const cache = new BoundedCache<string, string>({ capacity: 10, ttlMs: 1_000, now: () => now });
    cache.set('a', 'kept');
    cache.set('b', 'shorter', 10);
    now = 9;
    expect(cache.get('b')).toBe('shorter');
    now = 999;
    expect(cache.get('a')).toBe('kept');
    expect(cache.get('b')).toBeUndefined();
    now = 1_000;
    expect(cache.get('a')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('holds at most its capacity, the least recently used going first', () => {
    const cache = new BoundedCache<string, number>({ capacity: 2, ttlMs: 60_000 });
    cache.set('a', 1);
    cache.set('b', 2);
    // Reading `a` makes `b` the oldest.
    expect(cache.get('a')).toBe(1);
    cache.set('c', 3);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBe(1);
    expect(cache.get('c')).toBe(3);
    expect(cache.size).toBe(2);
  });

  it('weighs its values against a budget (bytes), counts a replaced one once, refuses one too heavy', () => {
    const cache = new BoundedCache<string, Buffer>({
      capacity: 10,
      ttlMs: 60_000,
      weigh: (value) => value.length,
    });
    cache.set('a', Buffer.alloc(6));
    cache.set('a', Buffer.alloc(6));
    cache.set('b', Buffer.alloc(4));
    expect(cache.size).toBe(2);
    cache.set('huge', Buffer.alloc(11));
    expect(cache.get('huge')).toBeUndefined();
    expect(cache.size).toBe(2);
    cache.set('c', Buffer.alloc(4));
    expect(cache.get('a')).toBeUndefined();
    expect(cache.size).toBe(2);
  });

  it('memoByText makes each text once, and stays within its capacity whatever the texts', () => {
    const made: string[] = [];
    const shout = memoByText((text) => {
      made.push(text);
      return { loud: text.toUpperCase() };
    }, 3);
    const first = shout('select 1');
    expect(shout('select 1')).toBe(first);
    for (let i = 0; i < 100; i++) shout(`select ${i} -- a value in the text`);
    expect(made).toHaveLength(101);
    // Dropped to stay within 3: made again.
    expect(shout('select 1')).not.toBe(first);
    expect(shout('select 1')).toEqual({ loud: 'SELECT 1' });
  });
});
