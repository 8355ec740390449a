import type { Knex } from 'knex';

/**
 * What the admin API needs beyond the foundation's model: idempotent CSV imports, a review
 * search index that keeps the moderation list fast at a million rows, short-query user search,
 * and the cancellation date that month-over-month revenue growth needs.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('reviews', (t) => {
    // SHA-256 (base64url) of an imported row's company, title, content, rating, date and
    // reviewer email: importing the same row twice is a no-op, even from two imports at once.
    t.string('import_fingerprint', 64);
  });
  await knex.raw(
    'create unique index reviews_import_fingerprint_unique on reviews (import_fingerprint) where import_fingerprint is not null',
  );
  // Word-prefix search over title and content. A trigram index made bulk inserts ~7x slower
  // (2.8k vs 20k rows/s on PostgreSQL); full-text with a larger pending list costs ~1.8x and
  // answers in milliseconds (api/bench/README.md has the figures).
  await knex.raw(
    "create index reviews_search_fts on reviews using gin (to_tsvector('simple', title || ' ' || content)) with (gin_pending_list_limit = 16384)",
  );

  // One- and two-letter searches cannot use the trigram index: they match prefixes instead.
  await knex.raw('create index users_email_prefix on users (lower(email) text_pattern_ops)');
  await knex.raw(
    'create index users_first_name_prefix on users (lower(first_name) text_pattern_ops)',
  );
  await knex.raw(
    'create index users_last_name_prefix on users (lower(last_name) text_pattern_ops)',
  );

  await knex.schema.alterTable('paying_clients', (t) => {
    // When the client stopped paying: revenue at a past date counts it until then.
    t.timestamp('cancelled_at');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('paying_clients', (t) => {
    t.dropColumn('cancelled_at');
  });
  await knex.raw('drop index users_last_name_prefix');
  await knex.raw('drop index users_first_name_prefix');
  await knex.raw('drop index users_email_prefix');
  await knex.raw('drop index reviews_search_fts');
  await knex.raw('drop index reviews_import_fingerprint_unique');
  await knex.schema.alterTable('reviews', (t) => {
    t.dropColumn('import_fingerprint');
  });
}
