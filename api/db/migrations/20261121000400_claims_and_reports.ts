import type { Knex } from 'knex';

/** Requests to claim a company profile, and issue reports about a company. */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('claim_requests', (t) => {
    t.increments('id');
    t.integer('company_id')
      .notNullable()
      .references('id')
      .inTable('companies')
      .onDelete('CASCADE')
      .index();
    t.uuid('user_id').references('id').inTable('users').onDelete('SET NULL').index();
    t.uuid('visitor_id');
    t.string('email', 255).notNullable();
    // SHA-256 of the single-use verification link's token, when a link was mailed.
    t.string('verification_token', 255).unique();
    t.string('status', 20)
      .notNullable()
      .defaultTo('pending')
      .checkIn(['pending', 'verified', 'rejected'], 'claim_requests_status_check');
    t.timestamp('created_at').notNullable().defaultTo(knex.fn.now());
    t.timestamp('verified_at');
    t.timestamp('rejected_at');
    t.uuid('decided_by').references('id').inTable('admin_users').onDelete('SET NULL').index();
    t.index(['status', 'created_at']);
  });
  // A second pending claim for the same company by the same email is a conflict.
  await knex.raw(
    "create unique index claim_requests_pending_unique on claim_requests (company_id, lower(email)) where status = 'pending'",
  );

  await knex.schema.createTable('reports', (t) => {
    t.increments('id');
    t.integer('company_id')
      .notNullable()
      .references('id')
      .inTable('companies')
      .onDelete('CASCADE')
      .index();
    t.string('company_domain', 255).notNullable();
    t.text('issue').notNullable();
    // Stored 'pending' is what the admin screen calls 'open'.
    t.string('status', 50)
      .notNullable()
      .defaultTo('pending')
      .checkIn(['pending', 'resolved', 'dismissed'], 'reports_status_check');
    t.uuid('user_id').references('id').inTable('users').onDelete('SET NULL').index();
    t.uuid('visitor_id');
    t.timestamp('created_at').notNullable().defaultTo(knex.fn.now());
    t.timestamp('resolved_at');
    t.uuid('resolved_by').references('id').inTable('admin_users').onDelete('SET NULL').index();
    t.index(['status', 'created_at']);
    t.check('char_length(btrim(issue)) > 0', [], 'reports_issue_check');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('reports');
  await knex.schema.dropTable('claim_requests');
}
