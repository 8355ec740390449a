import type { Knex } from 'knex';

/**
 * Trust (issue 13): a review's publication `status`, so moderation and email verification can
 * hold a review back; when it was last edited by its author; and what a verification link needs
 * on `users` (the token column already exists and now stores a SHA-256 hash).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('reviews', (t) => {
    // Every review written before this migration was public: they stay published.
    t.string('status', 20)
      .notNullable()
      .defaultTo('published')
      .checkIn(['pending', 'published', 'rejected'], 'reviews_status_check');
    // Why a pending review waits: staff approval, or its author's email verification.
    t.string('hold_reason', 20).checkIn(
      ['moderation', 'verification'],
      'reviews_hold_reason_check',
    );
    t.timestamp('edited_at');
    t.check(
      "(status = 'pending') = (hold_reason is not null)",
      [],
      'reviews_hold_reason_status_check',
    );
  });
  // The public company list reads only published items, newest first with a (created_at, id)
  // cursor; the partial index keeps held and rejected rows out of it.
  await knex.raw(
    "create index reviews_company_published_index on reviews (company_id, created_at desc, id desc) where status = 'published'",
  );
  // The admin Pending filter.
  await knex.raw(
    "create index reviews_pending_index on reviews (created_at desc, id desc) where status = 'pending'",
  );

  await knex.schema.alterTable('users', (t) => {
    t.timestamp('email_verification_expires');
    t.timestamp('email_verification_sent_at');
    t.timestamp('email_verified_at');
  });
  // A verification link is looked up by the hash of its token.
  await knex.raw(
    'create unique index users_email_verification_token_unique on users (email_verification_token) where email_verification_token is not null',
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop index if exists users_email_verification_token_unique');
  await knex.schema.alterTable('users', (t) => {
    t.dropColumn('email_verified_at');
    t.dropColumn('email_verification_sent_at');
    t.dropColumn('email_verification_expires');
  });
  await knex.raw('drop index if exists reviews_pending_index');
  await knex.raw('drop index if exists reviews_company_published_index');
  await knex.schema.alterTable('reviews', (t) => {
    t.dropChecks(['reviews_hold_reason_status_check']);
    t.dropColumn('edited_at');
    t.dropColumn('hold_reason');
    t.dropColumn('status');
  });
}
