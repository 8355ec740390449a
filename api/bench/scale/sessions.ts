import { createHmac, randomBytes, randomUUID } from 'node:crypto';
import type { Knex } from 'knex';

const COOKIE = 'rv.sid';
const MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;

export interface BenchSessions {
  /** Cookie headers of visitors who post reviews (each may post 20 an hour: the rate limit). */
  reviewers: string[];
  /** Cookie headers of visitors who vote. */
  voters: string[];
  /** The headers the PWA's outbox sends with a write, as visitor `i mod sessions`. */
  writeHeaders(sessions: string[], i: number): Record<string, string>;
}

/**
 * koa's signed cookie: `name.sig` is Keygrip's HMAC-SHA1 of `name=value`, base64url without
 * padding, with the app's key (SESSION_SECRET).
 */
function signedCookie(secret: string, value: string): string {
  const signature = createHmac('sha1', secret)
    .update(`${COOKIE}=${value}`)
    .digest('base64')
    .replace(/\/|\+|=/g, (c) => ({ '/': '_', '+': '-', '=': '' })[c]!);
  return `${COOKIE}=${value}; ${COOKIE}.sig=${signature}`;
}

/**
 * Each visitor writes from an address of its own (in this run's network), as the load balancer in front of the app
 * reports it (`X-Forwarded-For`; the bench starts the app with TRUST_PROXY=1): the per-address
 * limits (votes: 600 an hour, one vote per address and item) then count per visitor, as they
 * would for visitors on their own connections, instead of all at 127.0.0.1.
 */
function clientAddress(run: string, visitor: number): string {
  return `fd00:${run}::${visitor.toString(16)}`;
}

/**
 * A network of this run's own: anonymous votes are also unique per address, item and day, so a
 * second run on the kept database the same day must not vote from the first run's addresses.
 */
const runNetwork = () =>
  randomBytes(4)
    .toString('hex')
    .replace(/^(.{4})/, '$1:');

/**
 * Visitors with a session, as a browser has after its first write: rows in the app's `sessions`
 * table (koa-session's external store) and the signed cookies that point at them. New visitor
 * ids each run, so the write rate limit (20 reviews an hour per visitor) starts afresh and no
 * vote repeats one of an earlier run.
 */
export async function createBenchSessions(
  knex: Knex,
  secret: string,
  counts: { reviewers: number; voters: number },
  origin: string,
): Promise<BenchSessions> {
  const make = async (count: number) => {
    const rows = Array.from({ length: count }, () => {
      const sid = randomBytes(18).toString('base64url');
      const expire = Date.now() + MAX_AGE_MS;
      return {
        sid,
        sess: JSON.stringify({ visitorId: randomUUID(), _expire: expire, _maxAge: MAX_AGE_MS }),
        expire: new Date(expire),
      };
    });
    for (let start = 0; start < rows.length; start += 1000) {
      await knex('sessions').insert(rows.slice(start, start + 1000));
    }
    return rows.map((row) => signedCookie(secret, row.sid));
  };
  const network = runNetwork();
  return {
    reviewers: await make(counts.reviewers),
    voters: await make(counts.voters),
    writeHeaders: (sessions, i) => ({
      cookie: sessions[i % sessions.length]!,
      'content-type': 'application/json',
      'idempotency-key': randomUUID(),
      origin,
      'x-forwarded-for': clientAddress(network, i % sessions.length),
    }),
  };
}
