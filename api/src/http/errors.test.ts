import { describe, expect, it } from 'vitest';
import { useTestDatabase } from '../test/database.ts';
import { useTestServer } from '../test/testServer.ts';

describe('error answers', () => {
  const db = useTestDatabase();
  const server = useTestServer(db);
  const client = () => server().client();

  it('answers an unknown API path with a JSON 404', async () => {
    const response = await client().post('/api/unknown/path', { a: 1 });
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toContain('application/json');
    expect(response.body).toEqual({ message: 'Not found' });
  });

  it('answers a wrong method with a JSON 405', async () => {
    const response = await client().delete('/api/health');
    expect(response.status).toBe(405);
    expect(response.body).toEqual({ message: 'Method not allowed' });
  });

  it('answers 405 for the routes of nested routers too (one allowedMethods for the whole API)', async () => {
    for (const path of ['/api/categories/counts', '/api/admin/me', '/api/companies/search']) {
      const response = await client().delete(path);
      expect(response.status, path).toBe(405);
      expect(response.headers.get('allow'), path).toContain('GET');
    }
  });

  it('answers invalid JSON with a 400', async () => {
    const response = await client().raw('POST', '/api/health', '{"title": ', {
      'Content-Type': 'application/json',
    });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message: 'Request body is not valid JSON' });
  });

  it('answers a JSON body over 100 KB with a 413', async () => {
    const response = await client().raw(
      'POST',
      '/api/health',
      JSON.stringify({ content: 'x'.repeat(101 * 1024) }),
      { 'Content-Type': 'application/json' },
    );
    expect(response.status).toBe(413);
    expect(response.body).toEqual({ message: 'Request body is too large' });
  });
});
