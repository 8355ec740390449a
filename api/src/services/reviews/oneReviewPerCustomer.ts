import type { Context } from '../../context.ts';
import { conflict, tooManyRequests } from '../../http/errors.ts';
import type { ReviewType } from '../../models/Review.ts';
import { Review } from '../../models/Review.ts';

const ALREADY_REVIEWED = 'You have already reviewed this company: edit your review instead';
const ANONYMOUS_DAILY =
  'You can post one of these about a company a day without an account: sign in, or try again tomorrow';

/**
 * One review per customer (issue 34 item 1): an account has at most one review (type `review`)
 * of a company in `months` months; a second answers 409 with the existing one's id, so the PWA
 * offers to edit it. Complaints and comments are not limited this way: a customer may have more
 * than one incident to report, and neither is a rating of the company as a whole. A rejected
 * review does not count (staff removed it; the customer may write one that keeps the rules).
 *
 * Two posts racing must not both pass: a transaction-scoped advisory lock on (author, company)
 * makes the second wait until the first commits, then see its review.
 */
export async function assertNoRecentReview(
  ctx: Context,
  author: { userId: string; companyId: number; type: ReviewType },
  months: number,
): Promise<void> {
  if (author.type !== 'review') return;
  await ctx.knex.raw('select pg_advisory_xact_lock(hashtextextended(?, 0))', [
    `review-author|${author.userId}|${author.companyId}`,
  ]);
  const since = new Date();
  since.setUTCMonth(since.getUTCMonth() - months);
  const existing = await Review.query(ctx.knex)
    .select('id')
    .where({ userId: author.userId, companyId: author.companyId, type: 'review' })
    .whereNot('status', 'rejected')
    .where('createdAt', '>', since)
    .orderBy('createdAt', 'desc')
    .first();
  if (existing) throw conflict(ALREADY_REVIEWED, { reviewId: existing.id });
}

/**
 * One anonymous review, one complaint and one comment per company per client address per UTC
 * day (issue 34 item 1): 429 and nothing stored. A visitor may still report an incident and
 * comment beside their review; twelve 5-star reviews make one. The unique index on `reviews.address_hash` settles a race (`isAddressRepeat`).
 */
export async function assertNoAnonymousPostToday(ctx: Context, addressHash: string): Promise<void> {
  const existing = await Review.query(ctx.knex).select('id').findOne({ addressHash });
  if (existing) throw anonymousDailyLimit();
}

export function anonymousDailyLimit() {
  const midnight = new Date();
  midnight.setUTCHours(24, 0, 0, 0);
  return tooManyRequests((midnight.getTime() - Date.now()) / 1000, ANONYMOUS_DAILY);
}

/** The insert lost a race with another post from the same address, company and day. */
export function isAddressRepeat(error: unknown): boolean {
  // Objection wraps the driver's error (`nativeError`); knex passes it as it came.
  type DriverError = { code?: string; constraint?: string; message?: string };
  const wrapped = error as (DriverError & { nativeError?: DriverError }) | null;
  const cause = wrapped?.nativeError ?? wrapped;
  return (
    cause?.code === '23505' &&
    (cause.constraint === 'reviews_address_hash_unique' ||
      Boolean(cause.message?.includes('reviews_address_hash_unique')))
  );
}
