import type { Knex } from 'knex';

/**
 * The voter's index on `review_votes` gets the item as its second column: `(voter_id,
 * review_id)` in place of `(voter_id)`.
 *
 * A vote first looks for the voter's opposite opinion on the item, to switch it (`switched` in
 * `voteOnReview`). In the generic plan PostgreSQL keeps for that prepared statement, a voter and
 * an item each look like about one row, and the planner costed the single-column voter index the
 * same as the (item, voter) unique index. On the bench database it took the voter index, so
 * every vote read all of the voter's earlier votes, one heap fetch each, and kept the one for
 * this item: 45 buffers for a visitor with 41 votes (issue 12), growing with every vote they
 * cast. With the item in the index, and the statement taking the item from its bindings rather
 * than from the joined review, whichever index the planner takes is one probe of one (voter,
 * item) pair (`reviews/votePlan.test.ts`). Look-ups by voter alone (a sign-in adopting a
 * browser's votes, an account's erasure) still use it by its leading column.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(
    'create index review_votes_voter_item_index on review_votes (voter_id, review_id)',
  );
  await knex.raw('drop index review_votes_voter_index');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('create index review_votes_voter_index on review_votes (voter_id)');
  await knex.raw('drop index review_votes_voter_item_index');
}
