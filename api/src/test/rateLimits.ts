import type { Knex } from 'knex';

/** Rate limits count across a test file; tests that write a lot start from zero. */
export async function resetRateLimits(knex: Knex): Promise<void> {
  await knex('rate_limits').delete();
}
