import type { Knex } from 'knex';
import { knexSnakeCaseMappers } from 'objection';

/**
 * For the `knex` command line (e.g. `npx knex migrate:status`) on PostgreSQL. The application
 * itself runs migrations at start-up through `api/db/migrationSource.ts`, on either engine.
 */
const config: Knex.Config = {
  client: 'pg',
  connection: process.env.DATABASE_URL,
  migrations: {
    directory: './api/db/migrations',
    extension: 'ts',
    loadExtensions: ['.ts'],
    tableName: 'knex_migrations',
  },
  ...knexSnakeCaseMappers(),
};

export default config;
