import type { VoteType } from '#shared/schemas/reviews';
import type { Context } from '../../context.ts';
import { runStatement } from '../../db/preparedStatement.ts';
import { badRequest, conflict, notFound } from '../../http/errors.ts';
import { Review } from '../../models/Review.ts';
import { REVIEW_COLUMNS } from '../../models/tableColumns.ts';
import { assertCanWrite } from '../../policies/publicActions.ts';
import { type MyVote, voterIdsOf } from './viewerVotes.ts';

export const REVIEW_NOT_FOUND = 'Review not found';
const VOTE_ALREADY_RECORDED = 'Vote already recorded';
const COMPLAINTS_NOT_VOTABLE = 'Complaints cannot be voted on';

export interface VoteOutcome {
  review: Review;
  mine: MyVote;
  /** A new vote row (false when an upvote became a downvote or back). */
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
 * time) still counts once per review per day.
 *
 * One SQL statement (issue 12: a vote ran 9 statements): switch the voter's other opinion, else
 * insert the vote, then move the review's counters and the company's totals by what actually
 * changed, and read back the voter's votes. A single statement is atomic on its own, so it needs
 * no transaction of its own; inside `idempotent()`'s transaction it commits with the stored
 * answer. The unique indexes decide races (a loser's insert does nothing, and it answers 409),
 * and the counters are relative updates under the row lock, so concurrent votes never lose a
 * count. The company totals mirror `applyVoteToCounters` (companies/counters.ts): votes move
 * `upvote_count` and `clap_count` only (the trust score does not depend on votes). Prepared
 * (`runStatement`): planning this statement cost more than running it.
 */
export async function voteOnReview(
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

  const [row] = await runStatement(ctx.knex, 'vote-on-review', VOTE_SQL, [
    reviewId,
    voter.voterId,
    voter.userId,
    voteType,
    voter.addressHash,
    voterIdsOf(actor),
  ]);
  // Held (pending or rejected) reviews are not public, so not votable: as if they did not exist.
  if (!row) throw notFound(REVIEW_NOT_FOUND);
  if (row.voteReviewType === 'complaint') throw badRequest(COMPLAINTS_NOT_VOTABLE);
  const inserted = Number(row.voteInserted);
  if (inserted + Number(row.voteSwitched) === 0) throw conflict(VOTE_ALREADY_RECORDED);

  return {
    review: reviewOf(row),
    mine: {
      opinion: (row.voteMineOpinion as MyVote['opinion']) ?? null,
      clapped: row.voteMineClapped === true,
    },
    created: inserted > 0,
  };
}

/** The updated review from the statement's row (its own columns, without the `vote…` ones). */
function reviewOf(row: Record<string, unknown>): Review {
  const columns = Object.fromEntries(
    Object.entries(row).filter(([key]) => !/^vote[A-Z]/.test(key)),
  );
  return Review.fromJson(columns, { skipValidation: true });
}

/**
 * Bindings: review id, voter id, user id (null for visitors), vote type, address hash (null for
 * users), the voter's ids for "mine" (a user's own and their browser's visitor id).
 * `p` holds them once; every other part reads from it.
 */
const VOTE_SQL = `
with p as (
  select ?::int as review_id, ?::uuid as voter_id, ?::uuid as user_id,
         ?::varchar as vote_type, ?::varchar as address_hash, ?::uuid[] as voter_ids
),
r as (
  select reviews.id, reviews.company_id, reviews.type from reviews, p
  where reviews.id = p.review_id and reviews.status = 'published'
),
target as (select r.id, r.company_id from r where r.type <> 'complaint'),
switched as (
  update review_votes v set vote_type = p.vote_type
  from p, target
  where p.vote_type <> 'clap' and v.review_id = target.id and v.voter_id = p.voter_id
    and v.vote_type <> 'clap' and v.vote_type <> p.vote_type
  returning v.id
),
inserted as (
  insert into review_votes (review_id, user_id, voter_id, vote_type, address_hash)
  select target.id, p.user_id, p.voter_id, p.vote_type, p.address_hash from target, p
  where not exists (select 1 from switched)
  on conflict do nothing
  returning id
),
n as (
  select (select count(*) from inserted)::int as inserted,
         (select count(*) from switched)::int as switched
),
d as (
  select n.inserted, n.switched,
    case p.vote_type when 'upvote' then n.inserted + n.switched
                     when 'downvote' then -n.switched else 0 end as up,
    case p.vote_type when 'downvote' then n.inserted + n.switched
                     when 'upvote' then -n.switched else 0 end as down,
    case p.vote_type when 'clap' then n.inserted else 0 end as clap
  from n, p
),
-- A vote is not an edit of the item: its counters move, its updated_at stays.
upd as (
  update reviews set upvotes = upvotes + d.up, downvotes = downvotes + d.down,
                     claps = claps + d.clap
  from d, p
  where reviews.id = p.review_id and d.inserted + d.switched > 0
  returning reviews.*
),
company as (
  update companies set upvote_count = upvote_count + d.up, clap_count = clap_count + d.clap
  from d, target
  where companies.id = target.company_id and (d.up <> 0 or d.clap <> 0)
)
select r.type as vote_review_type, d.inserted as vote_inserted, d.switched as vote_switched,
  case when p.vote_type <> 'clap' then p.vote_type else (
    select v.vote_type from review_votes v
    where v.review_id = p.review_id and v.voter_id = any(p.voter_ids) and v.vote_type <> 'clap'
    order by v.id desc limit 1) end as vote_mine_opinion,
  (p.vote_type = 'clap' or exists (
    select 1 from review_votes v
    where v.review_id = p.review_id and v.voter_id = any(p.voter_ids) and v.vote_type = 'clap'
  )) as vote_mine_clapped,
  coalesce((select u.is_email_verified from users u where u.id = upd.user_id), false)
    as author_verified,
  ${REVIEW_COLUMNS.map((column) => `upd.${column}`).join(', ')}
from r cross join d cross join p left join upd on true`;
