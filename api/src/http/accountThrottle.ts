import { createHash } from 'node:crypto';
import type { Knex } from 'knex';
import type { Context, Next } from 'koa';
import { HttpError, tooManyRequests } from './errors.ts';

export interface ThrottlePolicy {
  /** Wrong passwords an account takes before any delay. */
  freeFailures: number;
  /** The first delay; each further failure doubles it. */
  baseDelaySeconds: number;
  /** The longest delay: the owner can always sign in again within this. */
  maxDelaySeconds: number;
}

export const LOGIN_THROTTLE: ThrottlePolicy = {
  freeFailures: 10,
  baseDelaySeconds: 1,
  maxDelaySeconds: 15 * 60,
};

/** How long an account waits after its `failures`-th wrong password in a row. */
export function lockSeconds(failures: number, policy: ThrottlePolicy = LOGIN_THROTTLE): number {
  const over = failures - policy.freeFailures;
  if (over <= 0) return 0;
  return Math.min(policy.maxDelaySeconds, policy.baseDelaySeconds * 2 ** (over - 1));
}

/**
 * Password (and two-factor code) guessing on one account, from any number of addresses: after
 * `freeFailures` wrong passwords in a row, each further one locks the account's sign-in for a
 * delay that doubles up to `maxDelaySeconds` (429 with Retry-After meanwhile). The right password
 * after the delay signs in and clears the count, so an attacker slows a user down but cannot lock
 * them out for good. Mount before the handler; `kind` keeps public and admin accounts apart.
 * Other routes that ask for the password again (deleting the account) count into the same
 * allowance.
 *
 * The attempt is counted before it is evaluated, in one conditional upsert that also refuses it
 * while the account is locked (issue 38): fifty simultaneous guesses cannot all read "not locked"
 * before any failure is written. An attempt that turns out not to be a wrong password (a success
 * that does not clear, bad input) gives its count back.
 */
export function accountThrottle(
  kind: string,
  policy: ThrottlePolicy = LOGIN_THROTTLE,
  options: ThrottleOptions = {},
) {
  const { account = emailInBody, clears = () => true, failureStatus = 401 } = options;
  return async function throttle(ctx: Context, next: Next): Promise<void> {
    const email = account(ctx);
    if (typeof email !== 'string') return next();
    // Hashed: the email arrives unvalidated (NUL characters, any length).
    const key = createHash('sha256')
      .update(`${kind}:${email.trim().toLowerCase()}`)
      .digest('base64url');
    const knex = ctx.db.knex;
    const lockedFor = await reserveAttempt(knex, key, policy);
    if (lockedFor > 0) {
      throw tooManyRequests(lockedFor, 'Too many failed sign-ins, please try again later');
    }
    try {
      await next();
    } catch (error) {
      if (!(error instanceof HttpError && error.status === failureStatus)) {
        await giveBack(knex, key);
      }
      throw error;
    }
    if (ctx.status < 300 && clears(ctx)) await knex('login_failures').where({ key }).delete();
    else await giveBack(knex, key);
  };
}

export interface ThrottleOptions {
  /** The account's email: by default the `email` of the body (a sign-in form). */
  account?: (ctx: Context) => unknown;
  /**
   * Whether this success clears the count: by default every success. An admin's right password
   * with a two-factor step to go does not, or a known password would reset the count of
   * wrong codes at will.
   */
  clears?: (ctx: Context) => boolean;
  /**
   * The answer to a wrong password: 401 at sign-in (the default); routes that ask a signed-in
   * user for their password again (deleting the account) answer 400 and count the same.
   */
  failureStatus?: number;
}

const emailInBody = (ctx: Context) => (ctx.request.body as { email?: unknown } | undefined)?.email;

/**
 * Counts one attempt on `key` unless the account is locked, atomically: the upsert's `where`
 * is evaluated on the row as it stands once the row lock is held, so concurrent attempts queue
 * on it and each sees the ones before. An attempt past the free ones locks the account for its
 * delay at once, before it is evaluated. Returns the seconds left of a lock that refused it (0:
 * counted, go ahead).
 */
async function reserveAttempt(knex: Knex, key: string, policy: ThrottlePolicy): Promise<number> {
  const lockAfter = (failures: string) =>
    `case when ${failures} > ${policy.freeFailures}
          then now() + make_interval(secs => least(${policy.maxDelaySeconds},
                 ${policy.baseDelaySeconds} * power(2, ${failures} - ${policy.freeFailures} - 1)))
     end`;
  const { rows } = await knex.raw<{ rows: Array<{ failures: number }> }>(
    `insert into login_failures as f (key, failures, locked_until, updated_at)
     values (?, 1, ${lockAfter('1')}, now())
     on conflict (key) do update
       set failures = f.failures + 1, locked_until = ${lockAfter('(f.failures + 1)')},
           updated_at = now()
       where f.locked_until is null or f.locked_until <= now()
     returning failures`,
    [key],
  );
  if (rows.length > 0) return 0;
  const row = await knex('login_failures').where({ key }).first('lockedUntil');
  const left = row?.lockedUntil ? (new Date(row.lockedUntil).getTime() - Date.now()) / 1000 : 0;
  // A lock that ended between the two statements still refused this attempt: ask for a second.
  return Math.max(left, 1);
}

/**
 * Takes back the count of an attempt that was not a wrong password, and the lock it took: any
 * lock in force was taken by this attempt, since no other could start under it.
 */
async function giveBack(knex: Knex, key: string): Promise<void> {
  await knex('login_failures')
    .where({ key })
    .update({ failures: knex.raw('greatest(failures - 1, 0)'), lockedUntil: null });
}
