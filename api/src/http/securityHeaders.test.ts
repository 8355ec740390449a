import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestDatabase } from '../test/database.ts';
import { buildCompany } from '../test/factories.ts';
import { useTestServer } from '../test/testServer.ts';

function fakeBuild(): string {
  const dist = mkdtempSync(path.join(tmpdir(), 'reviews-dist-'));
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>App shell</title>');
  writeFileSync(path.join(dist, 'sw.js'), 'self.addEventListener("fetch", () => {});');
  return dist;
}

const PAGE_ONLY = [
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'referrer-policy',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];

function expectJsonAnswerHeaders(headers: Headers): void {
  expect(headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
  expect(headers.get('x-content-type-options')).toBe('nosniff');
  expect(headers.get('x-frame-options')).toBe('DENY');
  expect(headers.get('cross-origin-resource-policy')).toBe('same-origin');
  for (const name of PAGE_ONLY) expect(headers.get(name), name).toBeNull();
}

describe('security headers', () => {
  const db = useTestDatabase();
  const server = useTestServer(db, { PWA_DIST_DIR: fakeBuild() });
  let domain: string;
  beforeAll(async () => {
    domain = (await buildCompany(db().knex)).domain;
  });

  it('gives a JSON answer the data set: a CSP that allows nothing, no framing, no sniffing', async () => {
    const response = await server().client().get(`/api/companies/domain/${domain}`);
    expect(response.status).toBe(200);
    expectJsonAnswerHeaders(response.headers);
  });

  it('gives an error the same set, an API error and a page route’s alike', async () => {
    const client = server().client();
    const missing = await client.get('/api/no-such-thing');
    expect(missing.status).toBe(404);
    expectJsonAnswerHeaders(missing.headers);
    const invalid = await client.get('/api/companies/search?limit=nope');
    expect(invalid.status).toBe(400);
    expectJsonAnswerHeaders(invalid.headers);
  });

  it('gives a page and the service worker script the page set, with the script policy', async () => {
    const client = server().client();
    for (const url of ['/', '/sw.js']) {
      const response = await client.get(url);
      expect(response.status, url).toBe(200);
      const csp = response.headers.get('content-security-policy') ?? '';
      expect(csp, url).toContain("script-src 'self'");
      // The worker fetches the API: its policy, taken from this answer, must allow that.
      expect(csp, url).toContain("connect-src 'self'");
      expect(response.headers.get('x-frame-options'), url).toBe('SAMEORIGIN');
      expect(response.headers.get('cross-origin-opener-policy'), url).toBe('same-origin');
      expect(response.headers.get('x-content-type-options'), url).toBe('nosniff');
    }
  });
});
