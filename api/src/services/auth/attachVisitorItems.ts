import { type Context, withTransaction } from '../../context.ts';
import { User } from '../../models/User.ts';
import { releaseHeldReviews } from '../reviews/releaseHeldReviews.ts';

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
    for (const table of ['reviews', 'review_replies', 'reports', 'claim_requests']) {
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
