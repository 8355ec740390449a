import { describe, expect, it } from 'vitest';
import { CompressedAnswers } from './compressedAnswers.ts';

describe('CompressedAnswers', () => {
  it('keeps answers within its byte budget, dropping the least recently used first', () => {
    const kept = new CompressedAnswers(10);
    kept.set('a', Buffer.alloc(4));
    kept.set('b', Buffer.alloc(4));
    // Reading `a` makes `b` the oldest.
    expect(kept.get('a')?.length).toBe(4);
    kept.set('c', Buffer.alloc(4));
    expect(kept.get('b')).toBeUndefined();
    expect(kept.get('a')).toBeDefined();
    expect(kept.get('c')).toBeDefined();
    expect(kept.size).toBe(2);
  });

  it('replaces an entry without counting it twice, and refuses one larger than the budget', () => {
    const kept = new CompressedAnswers(10);
    kept.set('a', Buffer.alloc(6));
    kept.set('a', Buffer.alloc(6));
    kept.set('b', Buffer.alloc(4));
    expect(kept.size).toBe(2);
    kept.set('huge', Buffer.alloc(11));
    expect(kept.get('huge')).toBeUndefined();
    expect(kept.size).toBe(2);
  });
});
