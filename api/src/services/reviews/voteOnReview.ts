import type { VoteType } from '#shared/schemas/reviews';
import type { Context } from '../../context.ts';
import { badRequest, conflict, notFound } from '../../http/errors.ts';
import { assertCanWrite } from '../../policies/publicActions.ts';
import {
  CLAIM_OPEN,
  type ClaimedWrite,
  runClaimedWrite,
  type StatementClaim,
} from '../idempotency/claimedWrite.ts';
import {
  PRESENTED_REVIEW_COLUMNS,
  type PresentableReview,
  presentableReviewJson,
} from './listedReviews.ts';
import { type MyVote, myVoteSql, voterIdsOf } from './viewerVotes.ts';

export const REVIEW_NOT_FOUND = 'Review not found';
const VOTE_ALREADY_RECORDED = 'Vote already recorded';
const COMPLAINTS_NOT_VOTABLE = 'Complaints cannot be voted on';

export interface VoteOutcome {
  review: PresentableReview;
  mine: MyVote;
}

/** What the vote statement did: the answer's facts, stored with its Idempotency-Key. */
export interface VoteFacts {
  reviewType: string;
  inserted: number;
  switched: number;
  mine: MyVote;
  /** The review after the vote; null when nothing changed. */
  review: PresentableReview | null;
}

export interface VoteOptions {
  /**
   * The anonymous voter's address key (`voteAddressHash`): one opinion and one clap per key, on
   * top of one per visitor. Ignored for signed-in users, whose account is the key.
   */
  addressHash?: string | undefined;
  /** The request's claim: its Idempotency-Key and rate limit, made in the vote's statement. */
  claim: StatementClaim;
}

/**
 * Records a vote: each voter (user, else visitor) has at most one of upvote/downvote per item
 * (voting the other switches it) and one clap; a repeat is 409. An anonymous vote is also keyed
 * by its address hash, so a client that drops its cookie on every request (a new visitor each
 * time) still counts once per review per day.
 *
 * One SQL statement, with the request's claim (`runClaimedWrite`; issue 12: a vote ran 9
 * statements, then six round trips): count the rate limit and find a stored answer; unless there
 * is one or a limit is over, switch the voter's other opinion, else insert the vote, then move
 * the review's counters and the company's totals by what actually changed; read back the
 * voter's votes, and store the answer's facts with the key. The unique indexes decide races (a
 * loser's insert does nothing, and it answers 409), and the counters are relative updates under
 * the row lock, so concurrent votes never lose a count. The company totals mirror
 * `applyVoteToCounters` (companies/counters.ts): votes move `upvote_count` and `clap_count` only
 * (the trust score does not depend on votes). Prepared: planning this statement cost more than
 * running it.
 *
 * What the statement found is the caller's to judge, in order: a stored answer, the limits
 * (`http/writeOnce.ts`), then the vote itself (`voteOutcome`).
 */
export function voteOnReview(
  ctx: Context,
  reviewId: number,
  voteType: VoteType,
  options: VoteOptions,
): Promise<ClaimedWrite<VoteFacts>> {
  const { actor } = ctx;
  assertCanWrite(actor);
  const voter =
    actor.type === 'user'
      ? { voterId: actor.user.id, userId: actor.user.id, addressHash: null }
      : { voterId: actor.visitorId, userId: null, addressHash: options.addressHash ?? null };
  return runClaimedWrite<VoteFacts>(
    ctx.knex,
    'vote-on-review',
    VOTE_CTES,
    { reviewId, ...voter, voteType, voterIds: voterIdsOf(actor) },
    options.claim,
  );
}

/** The vote's answer from its facts: 404, 400 or 409 when it changed nothing. */
export function voteOutcome(facts: VoteFacts | undefined): VoteOutcome {
  // Held (pending or rejected) reviews are not public, so not votable: as if they did not exist.
  if (!facts) throw notFound(REVIEW_NOT_FOUND);
  if (facts.reviewType === 'complaint') throw badRequest(COMPLAINTS_NOT_VOTABLE);
  if (!facts.review || facts.inserted + facts.switched === 0) {
    throw conflict(VOTE_ALREADY_RECORDED);
  }
  return { review: facts.review, mine: facts.mine };
}

/** The voter's votes on the item after the vote: a user votes under at most two ids. */
const MINE = myVoteSql('p.review_id', ['p.voter_ids[1]', 'p.voter_ids[2]']);

/**
 * The vote's CTEs (`runClaimedWrite`), ending in `answer`. `p` holds the bindings once; every
 * other part reads from it. Nothing is written unless `CLAIM_OPEN`.
 */
const VOTE_CTES = `
p as (
  select :reviewId::int as review_id, :voterId::uuid as voter_id, :userId::uuid as user_id,
         :voteType::varchar as vote_type, :addressHash::varchar as address_hash,
         :voterIds::uuid[] as voter_ids
),
r as (
  select reviews.id, reviews.company_id, reviews.type from reviews, p
  where reviews.id = p.review_id and reviews.status = 'published'
),
target as (select r.id, r.company_id from r where r.type <> 'complaint' and ${CLAIM_OPEN}),
-- The item and the voter both from p: one probe of (voter_id, review_id), whatever the join
-- order (with target.id the generic plan read all the voter's votes first; votePlan.test.ts).
switched as (
  update review_votes v set vote_type = p.vote_type
  from p, target
  where p.vote_type <> 'clap' and v.review_id = p.review_id and v.voter_id = p.voter_id
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
-- Materialised: inlined, each of d's nine references would count again (an InitPlan each).
n as materialized (
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
  returning ${PRESENTED_REVIEW_COLUMNS.map((column) => `reviews.${column}`).join(', ')}
),
company as (
  update companies set upvote_count = upvote_count + d.up, clap_count = clap_count + d.clap
  from d, target
  where companies.id = target.company_id and (d.up <> 0 or d.clap <> 0)
),
answer as (
  select
    case when d.inserted + d.switched = 0 then 0 when d.inserted > 0 then 201 else 200 end
      as status,
    jsonb_build_object(
      'reviewType', r.type, 'inserted', d.inserted, 'switched', d.switched,
      'mine', jsonb_build_object(
        'opinion', case when p.vote_type <> 'clap' then p.vote_type else ${MINE.opinion} end,
        'clapped', p.vote_type = 'clap' or ${MINE.clapped}),
      'review', case when upd.id is null then null else ${presentableReviewJson('upd')} end
    ) as facts
  from r cross join d cross join p left join upd on true
)`;
