import type { Knex } from 'knex';

/**
 * Stores changed settings, one row per key, in one upsert (a named query module: see
 * api/README.md). Raw SQL runs no model hook, so `updatedAt` is stamped here.
 */
export async function upsertSettings(
  knex: Knex,
  values: Record<string, unknown>,
  updatedBy: string | null,
): Promise<void> {
  const updatedAt = new Date();
  await knex('settings')
    .insert(
      Object.entries(values).map(([key, value]) => ({
        key,
        value: JSON.stringify(value),
        updatedAt,
        updatedBy,
      })),
    )
    .onConflict('key')
    .merge(['value', 'updatedAt', 'updatedBy']);
}
