import type { Knex } from 'knex';
import { MIGRATIONS, migrateToLatest } from '../../db/migrationSource.ts';
import { seedCatalogue } from '../../db/seedCatalogue.ts';

/**
 * Everything a database needs before the app uses it: the schema, then the catalogue. `fresh`
 * says the schema was created just now (a new database).
 */
export async function prepareDatabase(knex: Knex): Promise<{ fresh: boolean }> {
  const ran = await migrateToLatest(knex);
  await seedCatalogue(knex);
  return { fresh: ran.includes(MIGRATIONS[0]![0]) };
}
