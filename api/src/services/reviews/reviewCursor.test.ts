import { describe, expect, it } from 'vitest';
import { decodeCursor, encodeCursor } from './reviewCursor.ts';

describe('review cursor', () => {
  it('round-trips the time to the microsecond and the id', () => {
    const cursor = { createdAt: '2026-11-21T10:00:00.123456Z', id: 42 };
    const text = encodeCursor(cursor);
    expect(text).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeCursor(text)).toEqual(cursor);
  });

  it.each([
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
