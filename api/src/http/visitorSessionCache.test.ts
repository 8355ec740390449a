import { describe, expect, it } from 'vitest';
import { VisitorSessionCache } from './visitorSessionCache.ts';

const visitor = { visitorId: 'v-1', _expire: 2_000_000, _maxAge: 1_000_000 };
const inAnHour = (now: number) => new Date(now + 3_600_000);

/** The cache's clock, set by `at`. */
let clock = 0;
function at<T>(now: number, work: () => T): T {
  clock = now;
  return work();
}

describe('VisitorSessionCache', () => {
  it('keeps a session holding a visitor id and nothing else, and hands out copies', () => {
    const cache = new VisitorSessionCache(60_000, 10, () => clock);
    at(0, () => cache.remember('sid', visitor, inAnHour(0), cache.version));
    const copy = at(1_000, () => cache.get('sid'));
    expect(copy).toEqual(visitor);
    copy!.visitorId = 'changed';
    expect(at(1_000, () => cache.get('sid'))).toEqual(visitor);
  });

  it('never keeps a user’s, an admin’s or a half-signed-in admin’s session', () => {
    const cache = new VisitorSessionCache(60_000, 10, () => clock);
    const sessions = [
      { visitorId: 'v', userId: 'u' },
      { visitorId: 'v', adminId: 'a' },
      { visitorId: 'v', pendingAdmin: { id: 'a', step: 'code', since: 0 } },
      { userId: 'u' },
      {},
      null,
    ];
    sessions.forEach((sess, i) => {
      at(0, () => cache.remember(`sid-${i}`, sess, inAnHour(0), cache.version));
    });
    expect(cache.size).toBe(0);
  });

  it('stops at the session’s expiry and at its own trust limit', () => {
    const cache = new VisitorSessionCache(60_000, 10, () => clock);
    at(0, () => cache.remember('expiring', visitor, new Date(5_000), cache.version));
    at(0, () => cache.remember('trusted', visitor, inAnHour(0), cache.version));
    expect(at(4_999, () => cache.get('expiring'))).toBeDefined();
    expect(at(5_000, () => cache.get('expiring'))).toBeUndefined();
    expect(at(59_999, () => cache.get('trusted'))).toBeDefined();
    expect(at(60_000, () => cache.get('trusted'))).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('forgets a session at once, and drops a read that began before a forget', () => {
    const cache = new VisitorSessionCache(60_000, 10, () => clock);
    at(0, () => cache.remember('sid', visitor, inAnHour(0), cache.version));
    cache.forget('sid');
    expect(at(1, () => cache.get('sid'))).toBeUndefined();

    const readAt = cache.version;
    cache.forget('other');
    at(2, () => cache.remember('sid', visitor, inAnHour(0), readAt));
    expect(at(3, () => cache.get('sid'))).toBeUndefined();
  });

  it('holds at most its size, dropping the oldest first', () => {
    const cache = new VisitorSessionCache(60_000, 3, () => clock);
    for (const sid of ['a', 'b', 'c', 'd']) {
      at(0, () => cache.remember(sid, visitor, inAnHour(0), cache.version));
    }
    expect(cache.size).toBe(3);
    expect(at(1, () => cache.get('a'))).toBeUndefined();
    expect(at(1, () => cache.get('d'))).toBeDefined();
  });
});
