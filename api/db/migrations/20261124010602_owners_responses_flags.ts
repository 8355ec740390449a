import type { Knex } from 'knex';

/**
 * Trust (issue 13): the account that owns a claimed company (bound when its claim is verified or
 * approved), the owner's one public response per review, and visitors' flags on reviews.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('companies', (t) => {
    t.uuid('owner_user_id').references('id').inTable('users').onDelete('SET NULL');
  });
  await knex.raw(
    'create index companies_owner_user_index on companies (owner_user_id) where owner_user_id is not null',
  );

  await knex.schema.alterTable('reviews', (t) => {
    // One response per review, by the company's owner: kept on the review, read with it.
    t.text('response_content');
    t.uuid('response_user_id').references('id').inTable('users').onDelete('SET NULL');
    t.timestamp('response_created_at');
    t.timestamp('response_updated_at');
    // Flags not yet dismissed by staff: the admin Flagged filter reads this.
    t.integer('open_flag_count').notNullable().defaultTo(0);
    t.check('open_flag_count >= 0', [], 'reviews_open_flag_count_check');
    t.check(
      '(response_content is null) = (response_created_at is null)',
      [],
      'reviews_response_check',
    );
  });
  await knex.raw(
    'create index reviews_response_user_index on reviews (response_user_id) where response_user_id is not null',
  );
  await knex.raw(
    'create index reviews_flagged_index on reviews (created_at desc, id desc) where open_flag_count > 0',
  );

  await knex.schema.createTable('review_flags', (t) => {
    t.increments('id');
    t.integer('review_id').notNullable().references('id').inTable('reviews').onDelete('CASCADE');
    // The flagger: the user's id when signed in, else the anonymous visitor's id.
    t.uuid('flagger_id').notNullable();
    t.uuid('user_id').references('id').inTable('users').onDelete('SET NULL').index();
    t.string('reason', 30)
      .notNullable()
      .checkIn(['fake', 'offensive', 'conflict_of_interest', 'other'], 'review_flags_reason_check');
    t.text('details');
    t.timestamp('created_at').notNullable().defaultTo(knex.fn.now());
    t.timestamp('dismissed_at');
    t.uuid('dismissed_by').references('id').inTable('admin_users').onDelete('SET NULL').index();
    // One flag per visitor per review.
    t.unique(['review_id', 'flagger_id'], { indexName: 'review_flags_one_per_flagger' });
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('review_flags');
  await knex.raw('drop index if exists reviews_flagged_index');
  await knex.raw('drop index if exists reviews_response_user_index');
  await knex.schema.alterTable('reviews', (t) => {
    t.dropChecks(['reviews_response_check', 'reviews_open_flag_count_check']);
    t.dropColumn('open_flag_count');
    t.dropColumn('response_updated_at');
    t.dropColumn('response_created_at');
    t.dropColumn('response_user_id');
    t.dropColumn('response_content');
  });
  await knex.raw('drop index if exists companies_owner_user_index');
  await knex.schema.alterTable('companies', (t) => {
    t.dropColumn('owner_user_id');
  });
}
