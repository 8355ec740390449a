import { afterAll, describe, expect, it } from 'vitest';
import { createTestDatabase, useTestDatabase } from '../../test/database.ts';
import { startTestServer, useTestServer } from '../../test/testServer.ts';

describe('GET /api/health', () => {
  const db = useTestDatabase();
  const server = useTestServer(db);

  it('answers ok when the database answers', async () => {
    const response = await server().client().get('/api/health');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ status: 'ok', db: 'ok' });
    expect(response.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('keeps a well-formed incoming request id', async () => {
    const response = await server()
      .client()
      .get('/api/health', { 'X-Request-Id': 'lb-1234567890' });
    expect(response.headers.get('x-request-id')).toBe('lb-1234567890');
  });

  describe('when the database is down', () => {
    let stop: (() => Promise<void>) | undefined;
    afterAll(() => stop?.());

    it('answers 503 with db down', async () => {
      const doomed = await createTestDatabase();
      const downServer = await startTestServer(doomed);
      stop = downServer.close;
      await doomed.close();
      const response = await downServer.client().get('/api/health');
      expect(response.status).toBe(503);
      expect(response.body).toEqual({
        status: 'error',
        db: 'down',
        message: 'The database is unreachable',
      });
    });
  });
});
