import type { Actor } from '../../context.ts';

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
 * The viewer's own vote on each row of a reviews statement (`my_opinion`, `my_clapped`), as
 * select-list SQL to append and its bindings, so a signed-in reader's page is still one
 * statement (issue 12): two index probes per row on the (review_id, voter_id) unique indexes
 * instead of a second round trip. Empty for a reader who has never voted (no voter id). The
 * text depends only on how many voter ids there are (0 to 2): a bounded number of shapes.
 */
export function viewerVoteColumns(actor: Actor): { sql: string; bindings: string[] } {
  const voterIds = voterIdsOf(actor);
  if (voterIds.length === 0) return { sql: '', bindings: [] };
  const mine = `from review_votes v where v.review_id = reviews.id and v.voter_id in (${voterIds
    .map(() => '?')
    .join(', ')})`;
  return {
    sql: `, (select v.vote_type ${mine} and v.vote_type <> 'clap' limit 1) as my_opinion, exists(select 1 ${mine} and v.vote_type = 'clap') as my_clapped`,
    bindings: [...voterIds, ...voterIds],
  };
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
