import type { Knex } from 'knex';

/**
 * One review per customer (issue 34 item 1) and the authors' mails (item 6).
 *
 * - `reviews.address_hash`: an anonymous post carries a keyed hash of the client address, the
 *   company, the type and the UTC day (`reviewAddressHash`); unique, so one address posts one
 *   review (complaint, comment) about one company a day however many cookies it drops, even
 *   when two posts race.
 * - `reviews_author_company_index`: the look-up of an account's earlier review of a company.
 * - `mail_opt_outs`: the kinds of mail a user unsubscribed from (one row per user and kind).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('reviews', (t) => {
    t.string('address_hash', 64);
  });
  await knex.raw(
    'create unique index reviews_address_hash_unique on reviews (address_hash) where address_hash is not null',
  );
  await knex.raw(
    `create index reviews_author_company_index on reviews (user_id, company_id, created_at desc)
     where user_id is not null and type = 'review'`,
  );
  await knex.schema.createTable('mail_opt_outs', (t) => {
    t.uuid('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE').index();
    t.string('kind', 40).notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.primary(['user_id', 'kind']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('mail_opt_outs');
  await knex.raw('drop index if exists reviews_author_company_index');
  await knex.raw('drop index if exists reviews_address_hash_unique');
  await knex.schema.alterTable('reviews', (t) => {
    t.dropColumn('address_hash');
  });
}
