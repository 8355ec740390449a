import type { Knex } from 'knex';

/**
 * Review invitations (issue 37 item 2).
 *
 * - `review_invitations`: one row per invitation an owner sent, its state moving queued → sent
 *   → opened → reviewed. The link's token is signed from the id (nothing secret stored). Looked up by company and
 *   address (one invitation per address per company per 30 days), by sender and day (the daily
 *   limit), and by status (the job runner's queue).
 * - `invitation_opt_outs`: an address that unsubscribed from a company's invitations, for good.
 * - `reviews.is_invited`: written through an invitation's link (the "Invited" mark).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('review_invitations', (t) => {
    t.increments('id');
    t.integer('company_id').notNullable().references('id').inTable('companies').onDelete('CASCADE');
    t.uuid('sender_user_id').references('id').inTable('users').onDelete('SET NULL').index();
    t.string('email', 255).notNullable();
    t.string('name', 100);
    t.string('status', 20)
      .notNullable()
      .defaultTo('queued')
      .checkIn(['queued', 'sent', 'opened', 'reviewed'], 'review_invitations_status_check');
    t.integer('review_id').references('id').inTable('reviews').onDelete('SET NULL').index();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('sent_at', { useTz: true });
    t.timestamp('opened_at', { useTz: true });
    t.timestamp('reviewed_at', { useTz: true });
    t.index(['company_id', 'email', 'created_at']);
  });
  await knex.raw(
    "create index review_invitations_queued_index on review_invitations (id) where status = 'queued'",
  );
  await knex.raw(
    'create index review_invitations_sender_created_index on review_invitations (sender_user_id, created_at)',
  );
  await knex.schema.createTable('invitation_opt_outs', (t) => {
    t.integer('company_id').notNullable().references('id').inTable('companies').onDelete('CASCADE');
    t.string('email', 255).notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.primary(['company_id', 'email']);
  });
  await knex.schema.alterTable('reviews', (t) => {
    t.boolean('is_invited').notNullable().defaultTo(false);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('reviews', (t) => {
    t.dropColumn('is_invited');
  });
  await knex.schema.dropTable('invitation_opt_outs');
  await knex.schema.dropTable('review_invitations');
}
