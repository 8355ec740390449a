import { afterAll, describe, expect, it } from 'vitest';
import { MIGRATIONS } from '../../../db/migrationSource.ts';
import { createTestDatabase, useTestDatabase } from '../../test/database.ts';
import { startTestServer, useTestServer } from '../../test/testServer.ts';

const LATEST = MIGRATIONS.at(-1)?.[0];

describe('GET /api/ready', () => {
  const db = useTestDatabase();
  const server = useTestServer(db);

  it('is ready when the database answers and has every migration', async () => {
    const response = await server().client().get('/api/ready');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ status: 'ready', schema: LATEST });
  });

  it('is not ready while the latest migration is missing', async () => {
    const [row] = await db().knex('knex_migrations').where({ name: LATEST });
    await db().knex('knex_migrations').where({ name: LATEST }).delete();
    try {
      const response = await server().client().get('/api/ready');
      expect(response.status).toBe(503);
      expect(response.body).toEqual({
        message: `The database schema is not up to date (needs ${LATEST})`,
      });
      // Liveness does not care.
      expect((await server().client().get('/api/health')).status).toBe(200);
    } finally {
      await db().knex('knex_migrations').insert(row);
    }
  });

  describe('when the database is down', () => {
    let stop: (() => Promise<void>) | undefined;
    afterAll(() => stop?.());

    it('is not ready', async () => {
      const doomed = await createTestDatabase();
      const downServer = await startTestServer(doomed);
      stop = downServer.close;
      await doomed.close();
      const response = await downServer.client().get('/api/ready');
      expect(response.status).toBe(503);
      expect(response.body).toEqual({ message: 'The database is unreachable' });
    });
  });
});
