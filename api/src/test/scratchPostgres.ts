import { randomBytes } from 'node:crypto';
import knex from 'knex';

/**
 * An empty database of its own on the PostgreSQL server of `serverUrl`, for a test that needs
 * the URL itself (a snapshot opens connections of its own): no schema, dropped by `drop`.
 */
export async function createScratchPostgres(
  serverUrl: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const run = async (sql: string) => {
    const admin = knex({ client: 'pg', connection: serverUrl, pool: { min: 0, max: 1 } });
    try {
      await admin.raw(sql, [name]);
    } finally {
      await admin.destroy();
    }
  };
  await run('create database ??');
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run('drop database if exists ?? with (force)') };
}
