import type { VoteType } from '#shared/schemas/reviews';
import { type Context, withTransaction } from '../../context.ts';
import { runSql, sql, sqlText } from '../../db/sql.ts';
import { badRequest, conflict, notFound } from '../../http/errors.ts';
import { assertCanWrite } from '../../policies/publicActions.ts';
import { LISTED_REVIEW_SELECT, type ListedReview } from './listedReviews.ts';
import { type MyVote, myVoteSql, voterIdsOf } from './viewerVotes.ts';

export const REVIEW_NOT_FOUND = 'Review not found';
const VOTE_ALREADY_RECORDED = 'Vote already recorded';
const COMPLAINTS_NOT_VOTABLE = 'Complaints cannot be voted on';

export interface VoteOutcome {
  review: ListedReview;
  mine: MyVote;
  /** A new vote (201), rather than an opinion switched (200). */
  created: boolean;
}

export interface VoteOptions {
  /**
   * The anonymous voter's address key (`voteAddressHash`): one opinion and one clap per key, on
   * top of one per visitor. Ignored for signed-in users, whose account is the key.
   */
  addressHash?: string | undefined;
}

/**
 * Records a vote: each voter (user, else visitor) has at most one of upvote/downvote per item
 * (voting the other switches it) and one clap; a repeat is 409. An anonymous vote is also keyed
 * by its address hash, so a client that drops its cookie on every request (a new visitor each
 * time) still counts once per review per day. Held (pending or rejected) reviews are not
 * public, so not votable: 404, as if they did not exist.
 *
 * In one transaction (the route's, under `idempotent()`, or its own), one statement after the
 * other: switch the voter's other opinion, else insert the vote; the unique indexes decide races
 * (a loser's insert does nothing, and it answers 409, which rolls everything back). Then the
 * review's counters and the company's totals move by what actually changed, relative updates
 * under the row lock, so concurrent votes never lose a count. The company totals mirror
 * `applyVoteToCounters` (companies/counters.ts): votes move `upvote_count` and `clap_count` only.
 */
export function voteOnReview(
  ctx: Context,
  reviewId: number,
  voteType: VoteType,
  options: VoteOptions = {},
): Promise<VoteOutcome> {
  const { actor } = ctx;
  assertCanWrite(actor);
  const voter =
    actor.type === 'user'
      ? { voterId: actor.user.id, userId: actor.user.id, addressHash: null }
      : { voterId: actor.visitorId, userId: null, addressHash: options.addressHash ?? null };
  return withTransaction(ctx, async ({ knex }) => {
    const [review] = await runSql<{ companyId: number; type: string }>(
      knex,
      sql`select company_id, type from reviews where id = ${reviewId} and status = 'published'`,
    );
    if (!review) throw notFound(REVIEW_NOT_FOUND);
    if (review.type === 'complaint') throw badRequest(COMPLAINTS_NOT_VOTABLE);

    const switched =
      voteType === 'clap'
        ? []
        : await runSql(
            knex,
            sql`update review_votes set vote_type = ${voteType}
                where review_id = ${reviewId} and voter_id = ${voter.voterId}
                  and vote_type <> 'clap' and vote_type <> ${voteType}
                returning id`,
          );
    const inserted =
      switched.length > 0
        ? []
        : await runSql(
            knex,
            sql`insert into review_votes (review_id, user_id, voter_id, vote_type, address_hash)
                values (${reviewId}, ${voter.userId}, ${voter.voterId}, ${voteType}, ${voter.addressHash})
                on conflict do nothing
                returning id`,
          );
    if (switched.length + inserted.length === 0) throw conflict(VOTE_ALREADY_RECORDED);

    const moved = countersMoved(voteType, inserted.length > 0);
    const mine = myVoteSql(
      REVIEW_ID,
      voterIdsOf(actor).map((id) => sql`${id}`),
    );
    // A vote is not an edit of the item: its counters move, its updated_at stays.
    const [row] = await runSql<ListedReview & { myOpinion: MyVote['opinion']; myClapped: boolean }>(
      knex,
      sql`update reviews set upvotes = upvotes + ${moved.up}, downvotes = downvotes + ${moved.down},
            claps = claps + ${moved.clap}
          where id = ${reviewId}
          returning ${LISTED_COLUMNS}, ${mine.opinion} as my_opinion, ${mine.clapped} as my_clapped`,
    );
    if (moved.up !== 0 || moved.clap !== 0) {
      await runSql(
        knex,
        sql`update companies set upvote_count = upvote_count + ${moved.up},
              clap_count = clap_count + ${moved.clap}
            where id = ${review.companyId}`,
      );
    }
    if (!row) throw notFound(REVIEW_NOT_FOUND);
    const { myOpinion, myClapped, ...listed } = row;
    return {
      review: listed,
      mine: { opinion: myOpinion ?? null, clapped: myClapped === true },
      created: inserted.length > 0,
    };
  });
}

const REVIEW_ID = sql`reviews.id`;
const LISTED_COLUMNS = sqlText(LISTED_REVIEW_SELECT);

/** How the item's counters move: a new vote adds one; a switch moves one from the other side. */
function countersMoved(
  voteType: VoteType,
  created: boolean,
): { up: number; down: number; clap: number } {
  if (voteType === 'clap') return { up: 0, down: 0, clap: 1 };
  const towards = voteType === 'upvote' ? 'up' : 'down';
  const away = towards === 'up' ? 'down' : 'up';
  return { up: 0, down: 0, clap: 0, [towards]: 1, ...(created ? {} : { [away]: -1 }) };
}
