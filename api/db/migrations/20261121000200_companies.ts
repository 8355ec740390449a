import type { Knex } from 'knex';

/** The catalogue, companies and what hangs off a company profile. */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('categories', (t) => {
    t.increments('id');
    t.string('name', 100).notNullable().unique();
    t.string('slug', 100).notNullable().unique();
    t.text('description');
    t.integer('position').notNullable().defaultTo(0);
    t.timestamp('created_at').notNullable().defaultTo(knex.fn.now());
  });

  await knex.schema.createTable('subcategories', (t) => {
    t.increments('id');
    t.integer('category_id')
      .notNullable()
      .references('id')
      .inTable('categories')
      .onDelete('CASCADE')
      .index();
    t.string('name', 100).notNullable().unique();
    t.string('slug', 100).notNullable().unique();
    t.text('description');
    t.integer('position').notNullable().defaultTo(0);
    t.timestamp('created_at').notNullable().defaultTo(knex.fn.now());
  });

  await knex.schema.createTable('companies', (t) => {
    t.increments('id');
    t.string('domain', 255).notNullable().unique();
    t.string('name', 255).notNullable();
    t.text('description');
    t.text('address');
    t.string('phone', 50);
    t.string('website', 255);
    t.string('category', 100).index();
    t.string('subcategory', 100).index();
    t.text('logo_url');
    t.text('screenshot_url');
    t.boolean('is_claimed').notNullable().defaultTo(false);
    // The email of the verified claimant (claims are made by email; an account is optional).
    t.string('claimed_by', 255);
    t.timestamp('claimed_at');
    t.integer('founded').checkBetween([1000, 2100], 'companies_founded_check');
    t.string('employee_count', 50);
    t.string('email', 255);
    t.string('social_twitter', 255);
    t.string('social_linkedin', 255);
    t.string('social_facebook', 255);
    t.string('social_instagram', 255);
    t.string('social_youtube', 255);
    t.string('social_github', 255);
    t.string('industry', 100);
    t.integer('profile_views').notNullable().defaultTo(0);
    // Counters kept in the same transaction as the rows that change them (never recounted on
    // read): every item, rated items (reviews and complaints), complaints, votes received.
    t.integer('review_count').notNullable().defaultTo(0);
    t.integer('rating_count').notNullable().defaultTo(0);
    t.integer('rating_sum').notNullable().defaultTo(0);
    t.integer('complaint_count').notNullable().defaultTo(0);
    t.integer('upvote_count').notNullable().defaultTo(0);
    t.integer('clap_count').notNullable().defaultTo(0);
    // Recency-weighted rating sums for the trust score. Weights grow as 2^(days since the epoch
    // / 180), so adding a rating is one increment and the score at any time t is the ratio of
    // the sums scaled by 2^(-days(t)/180): exact, with no periodic recomputation.
    t.double('trust_weight_sum').notNullable().defaultTo(0);
    t.double('trust_rating_sum').notNullable().defaultTo(0);
    t.timestamp('enriched_at');
    t.timestamps(true, true);
  });
  await knex.raw('create index companies_name_trgm on companies using gin (name gin_trgm_ops)');
  await knex.raw('create index companies_domain_trgm on companies using gin (domain gin_trgm_ops)');
  await knex.raw(
    'create index companies_name_lower_prefix on companies (lower(name) text_pattern_ops)',
  );
  await knex.raw('create index companies_domain_prefix on companies (domain text_pattern_ops)');
  await knex.raw('create index companies_created_at_index on companies (created_at desc)');

  await knex.schema.createTable('awards', (t) => {
    t.increments('id');
    t.integer('company_id')
      .notNullable()
      .references('id')
      .inTable('companies')
      .onDelete('CASCADE')
      .index();
    t.integer('category_id').references('id').inTable('categories').onDelete('CASCADE').index();
    t.integer('subcategory_id')
      .references('id')
      .inTable('subcategories')
      .onDelete('CASCADE')
      .index();
    t.string('award_type', 50).notNullable();
    t.integer('position').notNullable().defaultTo(1);
    t.string('quarter', 10).notNullable();
    t.integer('year').notNullable();
    t.timestamp('created_at').notNullable().defaultTo(knex.fn.now());
    t.index(['year', 'quarter']);
  });

  await knex.schema.createTable('faqs', (t) => {
    t.increments('id');
    t.integer('company_id')
      .notNullable()
      .references('id')
      .inTable('companies')
      .onDelete('CASCADE')
      .index();
    t.text('question').notNullable();
    t.text('answer').notNullable();
    t.integer('order').notNullable().defaultTo(0);
    t.timestamp('created_at').notNullable().defaultTo(knex.fn.now());
  });

  // Subscriptions are persisted per user (the spec's version is local only).
  await knex.schema.createTable('subscriptions', (t) => {
    t.uuid('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    t.integer('company_id')
      .notNullable()
      .references('id')
      .inTable('companies')
      .onDelete('CASCADE')
      .index();
    t.timestamp('created_at').notNullable().defaultTo(knex.fn.now());
    t.primary(['user_id', 'company_id']);
  });

  // One row per viewer per company per day: profile views count at most once a day each.
  await knex.schema.createTable('company_views', (t) => {
    t.integer('company_id').notNullable().references('id').inTable('companies').onDelete('CASCADE');
    t.string('viewer_hash', 64).notNullable();
    t.date('day').notNullable().index();
    t.primary(['company_id', 'viewer_hash', 'day']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('company_views');
  await knex.schema.dropTable('subscriptions');
  await knex.schema.dropTable('faqs');
  await knex.schema.dropTable('awards');
  await knex.schema.dropTable('companies');
  await knex.schema.dropTable('subcategories');
  await knex.schema.dropTable('categories');
}
