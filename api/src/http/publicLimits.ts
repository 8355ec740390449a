import type { Context } from 'koa';
import { byIp, type RateLimitRule, rateLimit, rateLimitAll } from './rateLimit.ts';
import { byWriter } from './writer.ts';

const HOUR = 60 * 60;

/** The address of a caller without an account; none for a signed-in user. */
const anonymousIp = (ctx: Context) => (ctx.state.actor.type === 'user' ? undefined : byIp(ctx));

/**
 * The writes behind `idempotent()` count their limit in the write's own transaction
 * (`countWithWrite`): one round trip fewer for every review, vote, reply and the like.
 */
const WITH_WRITE = { countWithWrite: true } as const;
const writeLimit = (rule: RateLimitRule) => rateLimit(rule, WITH_WRITE);

/**
 * The public API's rate limits, in one place. Sign-in and sign-up count per IP (guessing
 * passwords, mass sign-ups); writes count per user or visitor, and a browser's first write
 * (no session yet) per IP, so dropping the cookie does not reset the count.
 */
export const publicLimits = {
  login: rateLimit({ name: 'login', points: 10, windowSeconds: 15 * 60, key: byIp }),
  register: rateLimit({ name: 'register', points: 10, windowSeconds: HOUR, key: byIp }),
  // Reviews per writer, and anonymous ones per address across companies too (issue 34 item 1):
  // a client that drops its cookie is a new visitor every time, but not a new address. (One
  // anonymous post per company per address a day is the review's own rule: `createReview`.)
  review: rateLimitAll(
    [
      { name: 'review', points: 20, windowSeconds: HOUR, key: byWriter },
      { name: 'review-address', points: 10, windowSeconds: HOUR, key: anonymousIp },
    ],
    WITH_WRITE,
  ),
  reply: writeLimit({ name: 'reply', points: 60, windowSeconds: HOUR, key: byWriter }),
  report: writeLimit({ name: 'report', points: 10, windowSeconds: HOUR, key: byWriter }),
  claim: writeLimit({ name: 'claim', points: 10, windowSeconds: HOUR, key: byWriter }),
  // Votes per voter, and per address whatever cookies come with them (issue 13 item 6): a
  // client that drops its cookie gets a new visitor every time, but not a new address. The
  // address allowance is wider, for offices behind one NAT.
  vote: rateLimitAll(
    [
      { name: 'vote', points: 120, windowSeconds: HOUR, key: byWriter },
      { name: 'vote-address', points: 600, windowSeconds: HOUR, key: byIp },
    ],
    WITH_WRITE,
  ),
  enhance: rateLimit({ name: 'enhance', points: 10, windowSeconds: HOUR, key: byIp }),
  // A reader scrolling a long list sends a batch every few seconds at most.
  views: rateLimit({ name: 'views', points: 600, windowSeconds: HOUR, key: byIp }),
  contact: rateLimit({ name: 'contact', points: 5, windowSeconds: HOUR, key: byIp }),
  // Issue 34: the unsubscribe links of the author mails (a page, and its button's POST).
  unsubscribe: rateLimit({ name: 'unsubscribe', points: 60, windowSeconds: HOUR, key: byIp }),
  // Issue 37: an owner's invitation sends (each a form or a CSV; the daily count of mails is the
  // service's own limit, `INVITATION_LIMITS.perOwnerPerDay`).
  invitations: writeLimit({ name: 'invitations', points: 30, windowSeconds: HOUR, key: byWriter }),
  // Issue 37: turning Web Push on or off in a browser (each a row the server pushes to).
  push: writeLimit({ name: 'push', points: 30, windowSeconds: HOUR, key: byWriter }),
  // Issue 13: an author editing or deleting their reviews, flags, business responses, and
  // re-sending a verification mail (each send is a mail to a stranger's address).
  ownReview: writeLimit({ name: 'own-review', points: 30, windowSeconds: HOUR, key: byWriter }),
  flag: writeLimit({ name: 'flag', points: 20, windowSeconds: HOUR, key: byWriter }),
  response: writeLimit({ name: 'response', points: 60, windowSeconds: HOUR, key: byWriter }),
  verifyResend: writeLimit({
    name: 'verify-resend',
    points: 3,
    windowSeconds: HOUR,
    key: byWriter,
  }),
  // Issue 14: questions and answers on company pages (votes count under `vote`), FAQ edits.
  question: writeLimit({ name: 'question', points: 20, windowSeconds: HOUR, key: byWriter }),
  answer: writeLimit({ name: 'answer', points: 60, windowSeconds: HOUR, key: byWriter }),
  faq: rateLimit({ name: 'faq', points: 120, windowSeconds: HOUR, key: byWriter }),
  // A company sitemap file (50,000 URLs) is the one public read that costs a fraction of a
  // second; a crawler reads each now and then (answers may be cached an hour).
  sitemap: rateLimit({ name: 'sitemap', points: 60, windowSeconds: HOUR, key: byIp }),
  // Issue 15, GDPR mode: an export reads everything the account holds; a deletion checks a
  // password (and counts into the sign-in lock-out besides).
  accountExport: rateLimit({
    name: 'account-export',
    points: 10,
    windowSeconds: HOUR,
    key: byWriter,
  }),
  accountDelete: rateLimit({
    name: 'account-delete',
    points: 10,
    windowSeconds: HOUR,
    key: byWriter,
  }),
  // Issue 34, accounts people can run. Each "Forgot password?" may mail a stranger: 10 an hour
  // per address, and 3 an hour to any one email typed (whether or not it has an account, so
  // the 429 tells nothing). A reset or an email-change link is tried at most 10 times an hour
  // per address; a signed-in user's settings changes (two of which ask for the password and
  // count into the sign-in lock-out besides) 20 times an hour.
  forgotPassword: rateLimitAll([
    { name: 'forgot-password', points: 10, windowSeconds: HOUR, key: byIp },
    { name: 'forgot-password-email', points: 3, windowSeconds: HOUR, key: byEmailInBody },
  ]),
  accountLink: rateLimit({ name: 'account-link', points: 10, windowSeconds: HOUR, key: byIp }),
  accountSettings: rateLimit({
    name: 'account-settings',
    points: 20,
    windowSeconds: HOUR,
    key: byWriter,
  }),
} as const;

/** The email typed in a form, as an account would store it (skipped when it is not text). */
function byEmailInBody(ctx: Context): string | undefined {
  const email = (ctx.request.body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' ? email.trim().toLowerCase() : undefined;
}
