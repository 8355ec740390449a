import { describe, expect, it } from 'vitest';
import { VisitorSessionCache } from './visitorSessionCache.ts';

const visitor = { visitorId: 'v-1', _expire: 2_000_000, _maxAge: 1_000_000 };
const inAnHour = (now: number) => new Date(now + 3_600_000);

describe('VisitorSessionCache', () => {
  it('keeps a session holding a visitor id and nothing else, and hands out copies', () => {
    const cache = new VisitorSessionCache(60_000, 10);
    cache.remember('sid', visitor, inAnHour(0), cache.version, 0);
    const copy = cache.get('sid', 1_000);
    expect(copy).toEqual(visitor);
    copy!.visitorId = 'changed';
    expect(cache.get('sid', 1_000)).toEqual(visitor);
  });

  it('never keeps a user’s, an admin’s or a half-signed-in admin’s session', () => {
    const cache = new VisitorSessionCache(60_000, 10);
    const sessions = [
      { visitorId: 'v', userId: 'u' },
      { visitorId: 'v', adminId: 'a' },
      { visitorId: 'v', pendingAdmin: { id: 'a', step: 'code', since: 0 } },
      { userId: 'u' },
      {},
      null,
    ];
    sessions.forEach((sess, i) => {
      cache.remember(`sid-${i}`, sess, inAnHour(0), cache.version, 0);
    });
    expect(cache.size).toBe(0);
  });

  it('stops at the session’s expiry and at its own trust limit', () => {
    const cache = new VisitorSessionCache(60_000, 10);
    cache.remember('expiring', visitor, new Date(5_000), cache.version, 0);
    cache.remember('trusted', visitor, inAnHour(0), cache.version, 0);
    expect(cache.get('expiring', 4_999)).toBeDefined();
    expect(cache.get('expiring', 5_000)).toBeUndefined();
    expect(cache.get('trusted', 59_999)).toBeDefined();
    expect(cache.get('trusted', 60_000)).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('forgets a session at once, and drops a read that began before a forget', () => {
    const cache = new VisitorSessionCache(60_000, 10);
    cache.remember('sid', visitor, inAnHour(0), cache.version, 0);
    cache.forget('sid');
    expect(cache.get('sid', 1)).toBeUndefined();

    const readAt = cache.version;
    cache.forget('other');
    cache.remember('sid', visitor, inAnHour(0), readAt, 2);
    expect(cache.get('sid', 3)).toBeUndefined();
  });

  it('holds at most its size, dropping the oldest first', () => {
    const cache = new VisitorSessionCache(60_000, 3);
    for (const sid of ['a', 'b', 'c', 'd']) {
      cache.remember(sid, visitor, inAnHour(0), cache.version, 0);
    }
    expect(cache.size).toBe(3);
    expect(cache.get('a', 1)).toBeUndefined();
    expect(cache.get('d', 1)).toBeDefined();
  });
});
