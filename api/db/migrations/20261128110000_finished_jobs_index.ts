import type { Knex } from 'knex';

/**
 * Finished jobs are purged after their retention period (issue 40 item 4): housekeeping deletes
 * them oldest first, in batches, through this partial index, so the hourly purge reads only the
 * rows it deletes however many jobs a million companies' enrichment left behind.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(
    "create index jobs_finished_index on jobs (finished_at, id) where status in ('completed', 'failed', 'cancelled')",
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop index if exists jobs_finished_index');
}
