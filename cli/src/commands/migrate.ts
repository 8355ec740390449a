import type { Command } from 'commander';
import { migrateToLatest } from '#api/db/migrationSource';
import { seedCatalogue } from '#api/db/seedCatalogue';
import { type ActionState, action } from '../action.ts';
import { withDatabase } from '../database.ts';
import { type CliIO, outputMode, writeJson, writeLine } from '../io.ts';

export function registerMigrate(program: Command, io: CliIO, state: ActionState): void {
  program
    .command('migrate')
    .description('Bring the database schema (and the category catalogue) up to date')
    .option('--json', 'print the result as JSON')
    .addHelpText(
      'after',
      '\nExample:\n  $ DATABASE_URL=postgres://localhost/reviews review-admin migrate',
    )
    .action(
      action(state, async (options: { json?: boolean }) => {
        const result = await withDatabase(
          io,
          async (_ctx, db) => {
            const ran = await migrateToLatest(db.knex);
            await seedCatalogue(db.knex);
            return { engine: db.engine, migrations: ran };
          },
          { prepare: false },
        );
        if (outputMode(io, options) === 'json') {
          writeJson(io, result);
          return 0;
        }
        writeLine(
          io.stdout,
          result.migrations.length === 0
            ? `Database is up to date (${result.engine}).`
            : `Applied ${result.migrations.length} migration(s) on ${result.engine}:\n${result.migrations.map((name) => `  ${name}`).join('\n')}`,
        );
        return 0;
      }),
    );
}
