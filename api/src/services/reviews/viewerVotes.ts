import type { Actor } from '../../context.ts';
import { joinSql, NO_SQL, type Sql, sql } from '../../db/sql.ts';

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
 * planner's generic plan (a prepared statement, `db/sql.ts`) read the item's whole
 * `review_index` range instead, judging an item to have about one vote: at 1M companies a
 * clap on a review with 100 votes touched 100 more buffers than the vote itself (issue 12).
 */
export function myVoteSql(reviewId: Sql, voterIds: readonly Sql[]): { opinion: Sql; clapped: Sql } {
  const mine = (voterId: Sql, kind: Sql) =>
    sql`from review_votes v where v.review_id = ${reviewId} and v.voter_id = ${voterId} and v.vote_type ${kind}`;
  const opinions = voterIds.map(
    (voterId) => sql`select v.id, v.vote_type ${mine(voterId, NOT_CLAP)}`,
  );
  const claps = voterIds.map((voterId) => sql`exists (select 1 ${mine(voterId, CLAP)})`);
  return {
    opinion: sql`(select mine.vote_type from (${joinSql(opinions, ' union all ')}) as mine order by mine.id desc limit 1)`,
    clapped: sql`(${joinSql(claps, ' or ')})`,
  };
}

const NOT_CLAP = sql`<> 'clap'`;
const CLAP = sql`= 'clap'`;
const REVIEW_ID = sql`reviews.id`;

/**
 * The viewer's own vote on each row of a reviews statement (`my_opinion`, `my_clapped`), as
 * select-list SQL to append, so a signed-in reader's page is still one statement (issue 12): an
 * index probe per row and voter id (`myVoteSql`) instead of a second round trip. Empty for a
 * reader who has never voted (no voter id). The text depends only on how many voter ids there
 * are (0 to 2).
 */
export function viewerVoteColumns(actor: Actor): Sql {
  const voterIds = voterIdsOf(actor);
  if (voterIds.length === 0) return NO_SQL;
  const mine = myVoteSql(
    REVIEW_ID,
    voterIds.map((id) => sql`${id}`),
  );
  return sql`, ${mine.opinion} as my_opinion, ${mine.clapped} as my_clapped`;
}

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
