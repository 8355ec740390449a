import type { Actor } from '../../context.ts';
import { memoByText } from '../../db/memoByText.ts';

/** The viewer's own votes on an item, as the reviews lists and the vote answer carry them. */
export interface MyVote {
  opinion: 'upvote' | 'downvote' | null;
  clapped: boolean;
}

export const NO_VOTE: MyVote = { opinion: null, clapped: false };

/**
 * The ids a voter's votes are stored under: a user's own id, and their browser's visitor id
 * (votes cast before signing in that could not be attached stay under it).
 */
export function voterIdsOf(actor: Actor): string[] {
  if (actor.type === 'user') return [actor.user.id, ...(actor.visitorId ? [actor.visitorId] : [])];
  if (actor.type === 'visitor') return [actor.visitorId];
  return [];
}

/** The columns `viewerVoteColumns` adds to each row. */
export interface ViewerVoteColumns {
  myOpinion?: MyVote['opinion'];
  myClapped?: boolean;
}

/**
 * The viewer's own vote on the item `reviewId` (an SQL expression), stored under any of
 * `voterIds` (SQL expressions, one per id the voter may have voted under: `voterIdsOf`), as two
 * select-list expressions: the opinion (the latest when both ids hold one) and whether they
 * clapped.
 *
 * Each id is its own probe, `voter_id = <id>`, so each is one look-up in a (review_id, voter_id)
 * unique index however many votes the item has. With `voter_id = any(...)` or `in (...)` the
 * planner's generic plan (prepared statements, `db/preparedStatement.ts`) read the item's whole
 * `review_index` range instead, judging an item to have about one vote: at 1M companies a
 * clap on a review with 100 votes touched 100 more buffers than the vote itself (issue 12).
 */
export function myVoteSql(
  reviewId: string,
  voterIds: readonly string[],
): { opinion: string; clapped: string } {
  const mine = (voterId: string, kind: string) =>
    `from review_votes v where v.review_id = ${reviewId} and v.voter_id = ${voterId} and v.vote_type ${kind}`;
  const opinions = voterIds.map(
    (voterId) => `select v.id, v.vote_type ${mine(voterId, "<> 'clap'")}`,
  );
  const claps = voterIds.map((voterId) => `exists (select 1 ${mine(voterId, "= 'clap'")})`);
  return {
    opinion: `(select mine.vote_type from (${opinions.join(' union all ')}) as mine order by mine.id desc limit 1)`,
    clapped: `(${claps.join(' or ')})`,
  };
}

/**
 * The viewer's own vote on each row of a reviews statement (`my_opinion`, `my_clapped`), as
 * select-list SQL to append and its bindings, so a signed-in reader's page is still one
 * statement (issue 12): an index probe per row and voter id (`myVoteSql`) instead of a second
 * round trip. Empty for a reader who has never voted (no voter id). The text depends only on
 * how many voter ids there are (0 to 2): a bounded number of shapes.
 */
export function viewerVoteColumns(actor: Actor): { sql: string; bindings: string[] } {
  const voterIds = voterIdsOf(actor);
  if (voterIds.length === 0) return { sql: '', bindings: [] };
  return { sql: columnsFor(String(voterIds.length)), bindings: [...voterIds, ...voterIds] };
}

/** The columns' text for a number of voter ids, built once per number (not per request). */
const columnsFor = memoByText((count) => {
  const mine = myVoteSql(
    'reviews.id',
    Array.from({ length: Number(count) }, () => '?'),
  );
  return `, ${mine.opinion} as my_opinion, ${mine.clapped} as my_clapped`;
});

/** The viewer's votes of rows read with `viewerVoteColumns`, by review id. */
export function viewerVotesOf(
  rows: ReadonlyArray<{ id: number } & ViewerVoteColumns>,
): Map<number, MyVote> {
  const mine = new Map<number, MyVote>();
  for (const row of rows) {
    if (!row.myOpinion && !row.myClapped) continue;
    mine.set(row.id, {
      ...NO_VOTE,
      opinion: row.myOpinion ?? null,
      clapped: row.myClapped === true,
    });
  }
  return mine;
}
