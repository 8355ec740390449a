import { request } from 'node:http';
import { describe, expect, it } from 'vitest';
import { countRows } from '../test/count.ts';
import { useTestDatabase } from '../test/database.ts';
import { buildCompany, buildReview } from '../test/factories.ts';
import { useTestServer } from '../test/testServer.ts';

/** The rating widget: an iframe page and an SVG badge any site may embed (issue 37 item 3). */
describe('GET /widget/{domain} and /widget/{domain}.svg', () => {
  const db = useTestDatabase();
  const server = useTestServer(db, { PUBLIC_URL: 'http://reviews.example' });
  const get = (path: string, headers: Record<string, string> = {}) =>
    fetch(new URL(path, server().url), { headers });

  const statusOf = (path: string, headers: Record<string, string>) =>
    new Promise<number>((resolve, reject) => {
      request(new URL(path, server().url), { headers }, (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
      })
        .on('error', reject)
        .end();
    });

  async function ratedCompany() {
    const company = await buildCompany(db().knex, { name: 'Widget <Co>' });
    await buildReview(db().knex, company, { rating: 5 });
    await buildReview(db().knex, company, { rating: 4 });
    return company;
  }

  it('answers 400 for a malformed domain and 404 for an unknown one, creating nothing', async () => {
    const before = await countRows(db().knex, 'companies');
    const bad = await get('/widget/not%20a%20domain');
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual(expect.objectContaining({ message: 'Invalid domain' }));
    for (const path of ['/widget/unknown-company.com', '/widget/unknown-company.com.svg']) {
      const answer = await get(path);
      expect(answer.status).toBe(404);
      expect(await answer.json()).toEqual({ message: 'Company not found' });
      // An error is never framable.
      expect(answer.headers.get('x-frame-options')).toBe('DENY');
    }
    expect(await countRows(db().knex, 'companies')).toBe(before);
  });

  it('serves a light, script-free page framable anywhere, linking to the company page', async () => {
    const company = await ratedCompany();
    const answer = await get(`/widget/${company.domain}`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const csp = answer.headers.get('content-security-policy') ?? '';
    expect(csp).toContain('frame-ancestors *');
    expect(csp).toContain("default-src 'none'");
    expect(csp).not.toContain('script-src');
    expect(answer.headers.get('x-frame-options')).toBeNull();
    expect(answer.headers.get('cache-control')).toBe(
      'public, max-age=300, stale-while-revalidate=3600',
    );
    const html = await answer.text();
    expect(Buffer.byteLength(html)).toBeLessThan(10_000);
    expect(html).not.toContain('<script');
    expect(html).toContain('Widget &lt;Co&gt;');
    expect(html).toContain('<strong>4.5</strong> out of 5');
    expect(html).toContain('2 reviews · Trust score ');
    expect(html).toContain(`href="http://reviews.example/company/${company.domain}"`);

    // Revalidation is free: the same ETag answers 304 (node:http, since fetch() adds
    // `Cache-Control: no-cache` to a request with its own If-None-Match).
    const etag = answer.headers.get('etag') ?? '';
    expect(etag).not.toBe('');
    expect(await statusOf(`/widget/${company.domain}`, { 'If-None-Match': etag })).toBe(304);
  });

  it('serves an SVG badge with stars, average, trust score, count and platform name', async () => {
    const company = await ratedCompany();
    const answer = await get(`/widget/${company.domain}.svg`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8');
    expect(answer.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    expect(answer.headers.get('etag')).toMatch(/^W\//);
    const svg = await answer.text();
    expect(Buffer.byteLength(svg)).toBeLessThan(10_000);
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    expect(svg).not.toContain('<script');
    expect(svg).toContain('>4.5</text>');
    expect(svg).toMatch(/Trust score \d\.\d · 2 reviews/);
    expect(svg).toMatch(/>on [^<]+<\/text>/);
    expect(svg).toContain(`href="http://reviews.example/company/${company.domain}"`);
    // Four and a half stars: four full, one half (8 of 16 px), none empty-only past the half.
    expect(svg).toContain('width="8.0" height="16"');
    expect(svg.match(/fill="#f59e0b"/g)).toHaveLength(5);
    // The domain as typed (case, a www.) finds the same company.
    const typed = await get(`/widget/WWW.${company.domain.toUpperCase()}.SVG`);
    expect(typed.status).toBe(200);
  });

  it('gives a company without reviews an honest empty badge', async () => {
    const company = await buildCompany(db().knex, { name: 'Quiet Co' });
    const svg = await (await get(`/widget/${company.domain}.svg`)).text();
    expect(svg).toContain('>Not yet rated</text>');
    expect(svg).toContain('>0 reviews</text>');
    expect(svg).not.toContain('Trust score');
    expect(svg).not.toContain('#f59e0b');
    const html = await (await get(`/widget/${company.domain}`)).text();
    expect(html).toContain('<strong>Not yet rated</strong>');
    expect(html).not.toContain('Trust score');
  });
});
