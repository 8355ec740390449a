import type { Knex } from 'knex';
import type { Settings } from '#shared/schemas/admin';
import { upsertSettings } from '../services/settings/settingsQueries.ts';

/** Stores some platform settings, as the admin Settings screen would. */
export function saveSettings(knex: Knex, values: Partial<Settings>): Promise<void> {
  return upsertSettings(knex, values, null);
}

/**
 * The settings of the tests written before reviews waited for a verified email (issue 34): an
 * anonymous review is published at once. Tests of the waiting itself use the defaults.
 */
export function publishAnonymousReviews(knex: Knex): Promise<void> {
  return saveSettings(knex, { requireEmailVerification: false });
}
