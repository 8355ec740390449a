import type { Knex } from 'knex';
import type { VoteType } from '#shared/schemas/reviews';
import { type Context, withTransaction } from '../../context.ts';
import { NO_SQL, runSql, sql, sqlText } from '../../db/sql.ts';
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
 * In one transaction (the route's, under `idempotent()`, or its own), two statements for a new
 * vote, the common case: the vote is inserted from the review's row only while that review is
 * published and not a complaint, the unique indexes deciding races (a loser's insert does
 * nothing); then the counters move. An insert that did nothing is an opinion to switch, else a
 * refusal, told apart by reading the review only then (404, 400 or 409, which rolls everything
 * back). The counters: the review's, and the company's totals through the updated review's
 * `RETURNING` row (the company update reads what the review update returned, the one way
 * PostgreSQL defines for one part of a statement to see another's effect), relative updates
 * under the row lock, so concurrent votes never lose a count. The company totals mirror
 * `applyVoteToCounters` (companies/counters.ts): votes move `upvote_count` and `clap_count` only.
 * The company's row, which every vote on its reviews updates, stays locked from that update to
 * the commit: only the storing of the answer comes between.
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
    const inserted = await runSql(
      knex,
      sql`insert into review_votes (review_id, user_id, voter_id, vote_type, address_hash)
          select reviews.id, ${voter.userId}::uuid, ${voter.voterId}::uuid, ${voteType}::text,
                 ${voter.addressHash}::text
          from reviews
          where reviews.id = ${reviewId} and reviews.status = 'published'
            and reviews.type <> 'complaint'
          on conflict do nothing
          returning id`,
    );
    const switched =
      inserted.length > 0 || voteType === 'clap'
        ? []
        : await runSql(
            knex,
            sql`update review_votes set vote_type = ${voteType}
                where review_id = ${reviewId} and voter_id = ${voter.voterId}
                  and vote_type <> 'clap' and vote_type <> ${voteType}
                  and exists (select 1 from reviews where reviews.id = ${reviewId}
                              and reviews.status = 'published' and reviews.type <> 'complaint')
                returning id`,
          );
    if (inserted.length + switched.length === 0) await refuse(knex, reviewId);

    const moved = countersMoved(voteType, inserted.length > 0);
    const mine = myVoteSql(
      REVIEW_ID,
      voterIdsOf(actor).map((id) => sql`${id}`),
    );
    // The company's totals move only with upvotes and claps; a downvote leaves its row (and its
    // lock) alone.
    const company =
      moved.up !== 0 || moved.clap !== 0
        ? sql`, company as (
              update companies set upvote_count = upvote_count + ${moved.up},
                clap_count = clap_count + ${moved.clap}
              where id = (select voted_company_id from item))`
        : NO_SQL;
    // A vote is not an edit of the item: its counters move, its updated_at stays.
    const [row] = await runSql<
      ListedReview & { myOpinion: MyVote['opinion']; myClapped: boolean; votedCompanyId: number }
    >(
      knex,
      sql`with item as (
            update reviews set upvotes = upvotes + ${moved.up}, downvotes = downvotes + ${moved.down},
              claps = claps + ${moved.clap}
            where id = ${reviewId}
            returning ${LISTED_COLUMNS}, ${mine.opinion} as my_opinion, ${mine.clapped} as my_clapped,
              reviews.company_id as voted_company_id
          )${company}
          select * from item`,
    );
    if (!row) throw notFound(REVIEW_NOT_FOUND);
    const { myOpinion, myClapped, votedCompanyId: _companyId, ...listed } = row;
    return {
      review: listed,
      mine: { opinion: myOpinion ?? null, clapped: myClapped === true },
      created: inserted.length > 0,
    };
  });
}

/** Why a vote changed nothing: no such public review (404), a complaint (400), or a repeat (409). */
async function refuse(knex: Knex, reviewId: number): Promise<never> {
  const [review] = await runSql<{ type: string }>(
    knex,
    sql`select type from reviews where id = ${reviewId} and status = 'published'`,
  );
  if (!review) throw notFound(REVIEW_NOT_FOUND);
  if (review.type === 'complaint') throw badRequest(COMPLAINTS_NOT_VOTABLE);
  throw conflict(VOTE_ALREADY_RECORDED);
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
