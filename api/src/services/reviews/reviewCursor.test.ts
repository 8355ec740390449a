import { describe, expect, it } from 'vitest';
import { decodeCursor, encodeCursor } from './reviewCursor.ts';

describe('review cursor', () => {
  it('round-trips the time to the microsecond and the id', () => {
    const cursor = { createdAt: '2026-11-21T10:00:00.123456Z', id: 42 };
    const text = encodeCursor(cursor);
    expect(text).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeCursor(text)).toEqual(cursor);
  });

  it('carries the sort key of the sorted lists, negative ones too', () => {
    for (const key of [0, 7, -6]) {
      const cursor = { createdAt: '2026-11-21T10:00:00Z', id: 3, key };
      expect(decodeCursor(encodeCursor(cursor))).toEqual(cursor);
    }
  });

  it.each([
    Buffer.from('2026-11-21T10:00:00Z|1|x').toString('base64url'),
    Buffer.from('2026-11-21T10:00:00Z|1|99999999999').toString('base64url'),
    '',
    'nonsense',
    'a'.repeat(200),
    '!!!',
    Buffer.from('2026-11-21T10:00:00Z|abc').toString('base64url'),
    Buffer.from('2026-13-45T99:00:00Z|1').toString('base64url'),
    Buffer.from('2026-11-21T10:00:00Z|99999999999').toString('base64url'),
    Buffer.from("x' or 1=1 --|1").toString('base64url'),
  ])('refuses %j', (text) => {
    expect(decodeCursor(text)).toBeUndefined();
  });
});
