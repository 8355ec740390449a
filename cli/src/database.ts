import type { Config } from '#api/src/config/config';
import { ConfigError, loadConfig } from '#api/src/config/config';
import { type Context, createContext } from '#api/src/context';
import { type Database, DatabaseUnavailableError, openDatabase } from '#api/src/db/openDatabase';
import { prepareDatabase } from '#api/src/db/prepareDatabase';
import { CliError } from './errors.ts';
import type { CliIO } from './io.ts';

function cliConfig(io: CliIO): Config {
  try {
    return loadConfig(io.env);
  } catch (error) {
    if (error instanceof ConfigError) throw new CliError(error.message);
    throw error;
  }
}

/**
 * Opens the configured database (PostgreSQL with DATABASE_URL, else the embedded one under
 * DATA_DIR), brings its schema up to date, runs `work` with a service context acting as the
 * CLI, and closes it whatever happens.
 */
export async function withDatabase<T>(
  io: CliIO,
  work: (ctx: Context, db: Database) => Promise<T>,
  options: { prepare?: boolean } = {},
): Promise<T> {
  const config = cliConfig(io);
  let db: Database;
  try {
    db = await openDatabase(config, 'review-admin');
  } catch (error) {
    if (error instanceof DatabaseUnavailableError || error instanceof ConfigError) {
      throw new CliError(error.message);
    }
    throw error;
  }
  try {
    if (options.prepare ?? true) await prepareDatabase(db.knex);
    const ctx = createContext({ db, config, actor: { type: 'system', name: 'cli' } });
    return await work(ctx, db);
  } finally {
    await db.close();
  }
}
