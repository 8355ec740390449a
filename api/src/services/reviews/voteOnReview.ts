import type { VoteType } from '#shared/schemas/reviews';
import { type Context, withTransaction } from '../../context.ts';
import { badRequest, conflict, notFound } from '../../http/errors.ts';
import { Review } from '../../models/Review.ts';
import { assertCanWrite } from '../../policies/publicActions.ts';
import type { MyVote } from '../../presenters/review.ts';
import { applyVoteToCounters } from '../companies/counters.ts';
import { loadMyVotes } from './loadMyVotes.ts';

export const REVIEW_NOT_FOUND = 'Review not found';
export const VOTE_ALREADY_RECORDED = 'Vote already recorded';
export const COMPLAINTS_NOT_VOTABLE = 'Complaints cannot be voted on';

export interface VoteOutcome {
  review: Review;
  mine: MyVote;
  /** A new vote row (false when an upvote became a downvote or back). */
  created: boolean;
}

/**
 * Records a vote: each voter (user, else visitor) has at most one of upvote/downvote per item
 * (voting the other switches it) and one clap; a repeat is 409. The unique indexes decide
 * races, and the vote row, the item's counters and the company's totals change in one
 * transaction, so concurrent votes never lose a count.
 */
export async function voteOnReview(
  ctx: Context,
  reviewId: number,
  voteType: VoteType,
): Promise<VoteOutcome> {
  const { actor } = ctx;
  assertCanWrite(actor);
  const voter =
    actor.type === 'user'
      ? { voterId: actor.user.id, userId: actor.user.id }
      : { voterId: actor.visitorId, userId: null };

  return withTransaction(ctx, async (trx) => {
    const { knex } = trx;
    const review = await Review.query(knex).findById(reviewId);
    if (!review) throw notFound(REVIEW_NOT_FOUND);
    if (review.type === 'complaint') throw badRequest(COMPLAINTS_NOT_VOTABLE);

    const delta = { upvotes: 0, downvotes: 0, claps: 0 };
    let created = true;
    if (voteType === 'clap') {
      if (!(await insertVote(knex, reviewId, voter, 'clap'))) throw conflict(VOTE_ALREADY_RECORDED);
      delta.claps = 1;
    } else {
      const existing: { id: number; voteType: VoteType } | undefined = await knex('review_votes')
        .where({ reviewId, voterId: voter.voterId })
        .whereNot('voteType', 'clap')
        .forUpdate()
        .first('id', 'voteType');
      if (existing?.voteType === voteType) throw conflict(VOTE_ALREADY_RECORDED);
      if (existing) {
        await knex('review_votes').where('id', existing.id).update({ voteType });
        delta[existing.voteType === 'upvote' ? 'upvotes' : 'downvotes'] -= 1;
        created = false;
      } else if (!(await insertVote(knex, reviewId, voter, voteType))) {
        throw conflict(VOTE_ALREADY_RECORDED);
      }
      delta[voteType === 'upvote' ? 'upvotes' : 'downvotes'] += 1;
    }

    // A vote is not an edit of the item: its counters move, its updated_at stays.
    await knex('reviews')
      .where('id', reviewId)
      .update({
        upvotes: knex.raw('upvotes + ?', [delta.upvotes]),
        downvotes: knex.raw('downvotes + ?', [delta.downvotes]),
        claps: knex.raw('claps + ?', [delta.claps]),
      });
    const updated = await Review.query(knex).findById(reviewId).throwIfNotFound();
    await applyVoteToCounters(knex, review.companyId, {
      upvotes: delta.upvotes,
      claps: delta.claps,
    });
    const mine = (await loadMyVotes(trx, [reviewId])).get(reviewId) ?? {
      opinion: null,
      clapped: false,
    };
    return { review: updated, mine, created };
  });
}

/** Inserts a vote unless the voter already has that kind on the item; true when inserted. */
async function insertVote(
  knex: Context['knex'],
  reviewId: number,
  voter: { voterId: string; userId: string | null },
  voteType: VoteType,
): Promise<boolean> {
  const predicate = voteType === 'clap' ? "vote_type = 'clap'" : "vote_type <> 'clap'";
  const { rows } = await knex.raw<{ rows: unknown[] }>(
    `insert into review_votes (review_id, user_id, voter_id, vote_type) values (?, ?, ?, ?)
     on conflict (review_id, voter_id) where ${predicate} do nothing returning id`,
    [reviewId, voter.userId, voter.voterId, voteType],
  );
  return rows.length > 0;
}
