import { describe, expect, it } from 'vitest';
import { useTestDatabase } from '../test/database.ts';
import { useTestServer } from '../test/testServer.ts';

describe('HSTS', () => {
  const db = useTestDatabase();
  const plain = useTestServer(db);
  const proxied = useTestServer(db, {
    PUBLIC_URL: 'https://reviews.example.com',
    TRUST_PROXY: 'true',
  });

  it('is never sent over plain http (it would pin a site that has no https)', async () => {
    for (const path of ['/api/health', '/']) {
      const response = await plain().client().get(path);
      expect(response.headers.get('strict-transport-security'), path).toBeNull();
    }
  });

  it('is sent when the request came over https (through the proxy)', async () => {
    const response = await proxied().client().get('/api/health', { 'X-Forwarded-Proto': 'https' });
    expect(response.headers.get('strict-transport-security')).toBe(
      'max-age=31536000; includeSubDomains',
    );
    const unencrypted = await proxied().client().get('/api/health');
    expect(unencrypted.headers.get('strict-transport-security')).toBeNull();
  });
});

describe('a cross-site Referer without Origin', () => {
  const db = useTestDatabase();
  const server = useTestServer(db, { PUBLIC_URL: 'http://reviews.example' });
  const write = (headers: Record<string, string>) =>
    server()
      .client()
      .post('/api/auth/logout', undefined, { Origin: '', ...headers });

  it('is refused like a cross-site Origin', async () => {
    const response = await write({ Referer: 'https://evil.example/page' });
    expect(response.status).toBe(403);
    expect(response.body).toEqual({ message: 'Cross-origin request refused' });
    expect((await write({ Referer: 'not a url' })).status).toBe(403);
  });

  it("lets the site's own pages through (by the server's address or PUBLIC_URL)", async () => {
    expect((await write({ Referer: `${server().url}/company/acme.com` })).status).toBe(200);
    expect((await write({ Referer: 'http://reviews.example/admin' })).status).toBe(200);
    // Neither header (curl, scripts): no ambient cookies to abuse, let through as before.
    expect((await write({})).status).toBe(200);
  });
});
