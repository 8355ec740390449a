import type { Knex } from 'knex';

/**
 * Anonymous votes that cannot be stuffed (issue 13 item 6): a vote cast without an account also
 * carries `address_hash`, a keyed hash of the client address, the review and the UTC day (see
 * `voteAddressHash`). One opinion and one clap per hash, like per voter, so clearing cookies (a
 * new visitor per request) no longer adds a vote. Signed-in votes leave it null.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('review_votes', (t) => {
    t.string('address_hash', 64);
  });
  await knex.raw(
    `create unique index review_votes_address_opinion_unique on review_votes (review_id, address_hash)
     where address_hash is not null and vote_type <> 'clap'`,
  );
  await knex.raw(
    `create unique index review_votes_address_clap_unique on review_votes (review_id, address_hash)
     where address_hash is not null and vote_type = 'clap'`,
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop index if exists review_votes_address_clap_unique');
  await knex.raw('drop index if exists review_votes_address_opinion_unique');
  await knex.schema.alterTable('review_votes', (t) => {
    t.dropColumn('address_hash');
  });
}
