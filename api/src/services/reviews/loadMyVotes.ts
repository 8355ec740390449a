import type { Actor, Context } from '../../context.ts';
import { type MyVote, NO_VOTE } from '../../presenters/review.ts';

/**
 * The ids a voter's votes are stored under: a user's own id, and their browser's visitor id
 * (votes cast before signing in that could not be attached stay under it).
 */
export function voterIdsOf(actor: Actor): string[] {
  if (actor.type === 'user') return [actor.user.id, ...(actor.visitorId ? [actor.visitorId] : [])];
  if (actor.type === 'visitor') return [actor.visitorId];
  return [];
}

/** The viewer's votes on a page of items, in one query. */
export async function loadMyVotes(ctx: Context, reviewIds: number[]): Promise<Map<number, MyVote>> {
  const mine = new Map<number, MyVote>();
  const voterIds = voterIdsOf(ctx.actor);
  if (voterIds.length === 0 || reviewIds.length === 0) return mine;
  const rows: Array<{ reviewId: number; voteType: 'upvote' | 'downvote' | 'clap' }> = await ctx
    .knex('review_votes')
    .whereIn('reviewId', reviewIds)
    .whereIn('voterId', voterIds)
    .select('reviewId', 'voteType');
  for (const row of rows) {
    const vote = mine.get(row.reviewId) ?? { ...NO_VOTE };
    if (row.voteType === 'clap') vote.clapped = true;
    else vote.opinion = row.voteType;
    mine.set(row.reviewId, vote);
  }
  return mine;
}
