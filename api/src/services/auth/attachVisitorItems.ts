import { type Context, withTransaction } from '../../context.ts';
import { User } from '../../models/User.ts';
import { releaseHeldReviews } from '../reviews/releaseHeldReviews.ts';
import { readSettings } from '../settings/settings.ts';

/**
 * When a browser that wrote anonymously registers or signs in, its reviews, replies, reports and
 * claims become the account's, and so do its votes wherever the account has not already cast
 * the same kind of vote on the same item (those stay the visitor's, so no count changes).
 * Reviews the browser wrote that wait for a verified email (issue 34) are published at once when
 * the account is already verified (a sign-in); otherwise when it verifies.
 */
export async function attachVisitorItems(
  ctx: Context,
  userId: string,
  visitorId: string | undefined,
): Promise<void> {
  if (!visitorId) return;
  await withTransaction(ctx, async (trx) => {
    const { knex } = trx;
    await attachReviews(trx, userId, visitorId);
    for (const table of ['review_replies', 'reports', 'claim_requests']) {
      await knex(table).where({ visitorId }).whereNull('userId').update({ userId });
    }
    await knex.raw(
      `update review_votes v set voter_id = ?, user_id = ?
       where v.voter_id = ?
         and not exists (
           select 1 from review_votes mine
           where mine.review_id = v.review_id and mine.voter_id = ?
             and (mine.vote_type = 'clap') = (v.vote_type = 'clap'))`,
      [userId, userId, visitorId, userId],
    );
    const user = await User.query(knex).findById(userId).select('isEmailVerified');
    if (user?.isEmailVerified) await releaseHeldReviews(trx, userId);
  });
}

/**
 * The browser's reviews become the account's, but one review per customer holds here too
 * (issue 34): a star review of a company the account already reviewed within the repeat
 * period, or an older one of two the browser wrote about the same company, stays anonymous
 * (and, if it waits for verification, expires with the anonymous ones). Complaints and comments
 * are all attached.
 */
async function attachReviews(ctx: Context, userId: string, visitorId: string): Promise<void> {
  const { reviewRepeatMonths } = await readSettings(ctx, ['reviewRepeatMonths']);
  const since = new Date();
  since.setUTCMonth(since.getUTCMonth() - reviewRepeatMonths);
  await ctx.knex.raw(
    `update reviews r set user_id = ?
     where r.visitor_id = ? and r.user_id is null
       and (r.type <> 'review' or (
         not exists (
           select 1 from reviews mine
           where mine.user_id = ? and mine.company_id = r.company_id and mine.type = 'review'
             and mine.status <> 'rejected' and mine.created_at > ?)
         and not exists (
           select 1 from reviews newer
           where newer.visitor_id = r.visitor_id and newer.user_id is null
             and newer.company_id = r.company_id and newer.type = 'review'
             and newer.status <> 'rejected'
             and (newer.created_at, newer.id) > (r.created_at, r.id))))`,
    [userId, visitorId, userId, since],
  );
}
