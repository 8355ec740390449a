import { BoundedCache } from '../cache/boundedCache.ts';

/*
 * Visitor sessions kept in memory, so an anonymous writer's requests do not read the `sessions`
 * table each time (issue 12: that read was the vote's second round trip; without it the app made
 * 0.45 of its floor's votes a second instead of 0.38, at 10k companies).
 *
 * Only a session that holds nothing but a visitor id is kept, because such a session never
 * changes under its id: the visitor id is set once, and every change of who the browser is
 * (a user's or an admin's sign-in, the two-factor step) first gives the session a new id and
 * deletes the old one (`actor.ts`, `pendingAdmin.ts`). Sessions of users and admins are read
 * every time, as their rights can end at any moment (sign-out elsewhere, erasure, deactivation).
 *
 * What a deleted session costs: this instance forgets a session it saves or deletes itself at
 * once (`forget`). Another instance that deletes it (the same browser's sign-in, load-balanced
 * elsewhere) is not heard here, so the old id, replayed, still names its visitor here for up to
 * `MAX_AGE_MS`. The browser itself has moved on to the new id; the old one can only act as the
 * anonymous visitor it was. A session's own expiry is always honoured.
 */

/** How long a kept session is trusted without reading it again. */
const MAX_AGE_MS = 60_000;
/** Sessions kept at most: the oldest is dropped first (about 200 bytes each). */
const MAX_ENTRIES = 10_000;

/** What koa-session stores besides the data: its own expiry bookkeeping. */
const BOOKKEEPING = new Set(['_expire', '_maxAge']);

export class VisitorSessionCache {
  /** Each session until its row's expiry or `maxAgeMs`, whichever comes first. */
  private readonly kept: BoundedCache<string, Readonly<Record<string, unknown>>>;
  /**
   * Counts `forget` calls. A read that began before one may have read the row as it was before
   * that save or delete: `remember` drops what such a read found.
   */
  private forgets = 0;

  constructor(
    private readonly maxAgeMs = MAX_AGE_MS,
    maxEntries = MAX_ENTRIES,
    private readonly now: () => number = Date.now,
  ) {
    this.kept = new BoundedCache({ capacity: maxEntries, ttlMs: maxAgeMs, now });
  }

  /** The kept session `sid` (a copy), if it is kept, unexpired and still trusted. */
  get(sid: string): Record<string, unknown> | undefined {
    const kept = this.kept.get(sid);
    return kept === undefined ? undefined : { ...kept };
  }

  /** Taken before reading a session, for `remember`. */
  get version(): number {
    return this.forgets;
  }

  /**
   * Keeps a session read from the table, if it holds a visitor id and nothing else and nothing
   * was forgotten since the read began (`readAt`: `version` then).
   */
  remember(sid: string, sess: unknown, expiresAt: Date, readAt: number): void {
    if (readAt !== this.forgets || !isVisitorOnly(sess)) return;
    const untilExpiry = expiresAt.getTime() - this.now();
    if (untilExpiry <= 0) return;
    this.kept.set(sid, { ...sess }, Math.min(this.maxAgeMs, untilExpiry));
  }

  /** This instance saved or deleted `sid`: read it from the table next time. */
  forget(sid: string): void {
    this.forgets++;
    this.kept.delete(sid);
  }

  get size(): number {
    return this.kept.size;
  }
}

function isVisitorOnly(sess: unknown): sess is Record<string, unknown> {
  if (typeof sess !== 'object' || sess === null) return false;
  const data = sess as Record<string, unknown>;
  if (typeof data.visitorId !== 'string') return false;
  return Object.keys(data).every((key) => key === 'visitorId' || BOOKKEEPING.has(key));
}
