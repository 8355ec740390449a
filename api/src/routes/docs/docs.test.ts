import Router from '@koa/router';
import { describe, expect, it } from 'vitest';
import { useTestDatabase } from '../../test/database.ts';
import { useTestServer } from '../../test/testServer.ts';

describe('GET /api/openapi.json and /api/docs', () => {
  const db = useTestDatabase();
  const server = useTestServer(db);

  it('serves the OpenAPI 3.1 document of the routes', async () => {
    const response = await server().client().get<{
      openapi: string;
      info: { version: string };
      paths: Record<string, Record<string, unknown>>;
    }>('/api/openapi.json');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/application\/json/);
    expect(response.body.openapi).toBe('3.1.0');
    expect(response.body.info.version).toMatch(/^\d+\.\d+\.\d+/);
    expect(Object.keys(response.body.paths)).toEqual(
      expect.arrayContaining(['/api/companies/domain/{domain}', '/api/admin/import-reviews']),
    );
    expect(response.body.paths['/api/reviews/{id}/vote']?.post).toBeDefined();
  });

  it('serves a readable page without any script, under the CSP', async () => {
    const response = await server().client().get('/api/docs');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/text\/html/);
    expect(response.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(response.text).not.toMatch(/<script/i);
    expect(response.text).toContain('<code>/api/companies/domain/{domain}/reviews</code>');
    expect(response.text).toContain('Write a review, complaint or comment');
    expect(response.text).toContain('<a href="#schema-reviewitem">');
    expect(response.text).toContain('id="schema-reviewitem"');
  });

  it('answers 405 for another method', async () => {
    const response = await server().client().post('/api/docs', {});
    expect(response.status).toBe(405);
  });
});

describe('the test client checks answers against the document', () => {
  const db = useTestDatabase();
  // A server whose /api/health answers what the document does not say.
  const server = useTestServer(
    db,
    {},
    {
      api: () => {
        const api = new Router({ prefix: '/api' });
        api.get('/health', (ctx) => {
          ctx.body = { status: 'fine' };
        });
        return api;
      },
    },
  );

  it('fails a test whose answer breaks the document, naming the route and the field', async () => {
    await expect(server().client().get('/api/health')).rejects.toThrow(
      /OpenAPI: GET \/api\/health → 200: the body does not match the document: \(body\) must have required property 'db'; \/status must be equal to constant/,
    );
  });
});
