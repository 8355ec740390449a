import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { Company } from '../models/Company.ts';
import { countRows } from '../test/count.ts';
import { useTestDatabase } from '../test/database.ts';
import { buildCompany, buildReview } from '../test/factories.ts';
import { useTestServer } from '../test/testServer.ts';

const SHELL = `<!doctype html>
<html lang="en">
  <head>
    <title>B2B Reviews - Find and Review B2B Companies</title>
    <meta name="description" content="Default description." />
    <meta property="og:title" content="B2B Reviews - Find and Review B2B Companies" />
    <meta property="og:description" content="Default description." />
  </head>
  <body><div id="root"></div></body>
</html>`;

function fakeBuild(): string {
  const dist = mkdtempSync(path.join(tmpdir(), 'reviews-meta-dist-'));
  writeFileSync(path.join(dist, 'index.html'), SHELL);
  return dist;
}

const tag = (html: string, pattern: RegExp) => pattern.exec(html)?.[1];
const title = (html: string) => tag(html, /<title>([^<]*)<\/title>/);
const description = (html: string) => tag(html, /<meta name="description" content="([^"]*)"/);
const ogTitle = (html: string) => tag(html, /<meta property="og:title" content="([^"]*)"/);
const ogUrl = (html: string) => tag(html, /<meta property="og:url" content="([^"]*)"/);
const canonical = (html: string) => tag(html, /<link rel="canonical" href="([^"]*)"/);
/** Every JSON-LD block of the page, parsed (a block that is not JSON fails the test). */
const jsonLd = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([^<]*)<\/script>/g)].map(
    (match) => JSON.parse(match[1] ?? '') as Record<string, unknown>,
  );

describe('company pages carry the company in their HTML (link previews, search engines)', () => {
  const db = useTestDatabase();
  const server = useTestServer(db, {
    PWA_DIST_DIR: fakeBuild(),
    PUBLIC_URL: 'https://reviews.example.org',
    TRUST_PROXY: 'true',
  });
  const get = (url: string) => server().client().get(url, { Accept: 'text/html' });

  it("puts the company's name and description into the title, description and Open Graph tags", async () => {
    await Company.query(db().knex).insert({
      domain: 'acme.com',
      name: 'Acme Corp',
      description: 'Acme makes   anvils\nfor coyotes.',
    });
    const response = await get('/company/acme.com');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(title(response.text)).toBe('Acme Corp Reviews | B2B Reviews');
    expect(description(response.text)).toBe('Acme makes anvils for coyotes.');
    expect(ogTitle(response.text)).toBe('Acme Corp Reviews | B2B Reviews');
    expect(ogUrl(response.text)).toBe('https://reviews.example.org/company/acme.com');
    expect(response.text).toContain('<div id="root"></div>');
    // The company and its first reviews, fetched by the browser alongside the app's script.
    expect(response.text).toContain(
      '<link rel="preload" href="/api/companies/domain/acme.com" as="fetch" crossorigin="use-credentials" />',
    );
    expect(response.text).toContain(
      '<link rel="preload" href="/api/companies/domain/acme.com/reviews?limit=10" as="fetch" crossorigin="use-credentials" />',
    );
  });

  it('escapes what the company data holds', async () => {
    await Company.query(db().knex).insert({
      domain: 'evil.com',
      name: 'Evil "Co" </title><script>alert(1)</script>',
      description: null,
    });
    const response = await get('/company/evil.com');
    expect(response.text).not.toContain('<script>alert(1)</script>');
    expect(title(response.text)).toBe(
      'Evil &quot;Co&quot; &lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt; Reviews | B2B Reviews',
    );
    // No description: a sentence naming the company and its domain.
    expect(description(response.text)).toContain('(evil.com)');
  });

  it('normalises the domain in the path as the app does', async () => {
    const response = await get(`/company/${encodeURIComponent('https://WWW.Acme.com/')}`);
    expect(title(response.text)).toBe('Acme Corp Reviews | B2B Reviews');
    // The app asks for this address as written, so nothing to preload.
    expect(response.text).not.toContain('rel="preload"');
  });

  it('keeps the default tags for an unknown company, without creating it', async () => {
    const before = await countRows(db().knex, 'companies');
    const response = await get('/company/unknown-company.com');
    expect(response.status).toBe(200);
    expect(title(response.text)).toBe('B2B Reviews - Find and Review B2B Companies');
    expect(description(response.text)).toBe('Default description.');
    expect(ogUrl(response.text)).toBeUndefined();
    expect(canonical(response.text)).toBeUndefined();
    expect(jsonLd(response.text)).toEqual([]);
    expect(response.text).not.toContain('rel="preload"');
    expect(await countRows(db().knex, 'companies')).toBe(before);
  });

  it('leaves the title of other pages alone', async () => {
    for (const page of ['/', '/categories', '/company/acme.com/extra']) {
      expect(title((await get(page)).text)).toBe('B2B Reviews - Find and Review B2B Companies');
    }
  });

  it('names the canonical address of the static and category pages, and of no unknown page', async () => {
    const expected: Array<[string, string | undefined]> = [
      ['/', 'https://reviews.example.org/'],
      ['/categories', 'https://reviews.example.org/categories'],
      ['/about/', 'https://reviews.example.org/about'],
      ['/category/business-services', 'https://reviews.example.org/category/business-services'],
      ['/category/no-such-category', undefined],
      ['/login', undefined],
      ['/company/acme.com/extra', undefined],
      ['/no-such-page', undefined],
    ];
    for (const [page, url] of expected) {
      const html = (await get(page)).text;
      expect(canonical(html), page).toBe(url);
      expect(ogUrl(html), page).toBe(url);
      expect(jsonLd(html), page).toEqual([]);
    }
  });
});

describe('company pages carry schema.org data for search engines', () => {
  const db = useTestDatabase();
  const server = useTestServer(db, {
    PWA_DIST_DIR: fakeBuild(),
    PUBLIC_URL: 'https://reviews.example.org',
    TRUST_PROXY: 'true',
  });
  const get = (url: string) => server().client().get(url, { Accept: 'text/html' });

  it('describes the company as an Organization with its rating and latest published reviews', async () => {
    const company = await buildCompany(db().knex, {
      domain: 'rated.example',
      name: 'Rated Co',
      description: 'We rate things.',
      website: 'https://www.rated.example/',
      logoUrl: 'https://cdn.rated.example/logo.png',
      socialLinkedin: 'https://www.linkedin.com/company/rated',
      socialTwitter: 'not a url',
    });
    const day = (n: number) => new Date(Date.UTC(2026, 9, n, 12));
    await buildReview(db().knex, company, { rating: 5, title: 'Oldest', createdAt: day(1) });
    for (let n = 2; n <= 6; n += 1) {
      await buildReview(db().knex, company, { rating: 4, title: `Review ${n}`, createdAt: day(n) });
    }
    await buildReview(db().knex, company, { type: 'complaint', rating: 1, createdAt: day(7) });
    // Neither a comment (no rating), nor a held or rejected review is in the markup.
    await buildReview(db().knex, company, {
      type: 'comment',
      title: 'A comment',
      createdAt: day(8),
    });
    await buildReview(db().knex, company, {
      rating: 1,
      title: 'Held',
      status: 'pending',
      holdReason: 'moderation',
      createdAt: day(9),
    });
    await buildReview(db().knex, company, {
      rating: 1,
      title: 'Rejected',
      status: 'rejected',
      createdAt: day(10),
    });

    const html = (await get('/company/rated.example')).text;
    expect(canonical(html)).toBe('https://reviews.example.org/company/rated.example');
    const [data, ...others] = jsonLd(html);
    expect(others).toEqual([]);
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: 'Rated Co',
      url: 'https://www.rated.example/',
      logo: 'https://cdn.rated.example/logo.png',
      sameAs: ['https://www.linkedin.com/company/rated'],
      mainEntityOfPage: 'https://reviews.example.org/company/rated.example',
      description: 'We rate things.',
      // 5 + 4×5 over 6 reviews (the complaint is not a star rating): 25 / 6 = 4.17…, shown as
      // the page shows it.
      aggregateRating: {
        '@type': 'AggregateRating',
        ratingValue: 4.2,
        ratingCount: 6,
        reviewCount: 6,
        bestRating: 5,
        worstRating: 1,
      },
    });
    const reviews = (data?.review ?? []) as Array<Record<string, unknown>>;
    expect(reviews.map((review) => review.name)).toEqual([
      'Review 6',
      'Review 5',
      'Review 4',
      'Review 3',
      'Review 2',
    ]);
    expect(reviews[0]).toEqual({
      '@type': 'Review',
      author: { '@type': 'Person', name: 'Anonymous' },
      datePublished: day(6).toISOString(),
      name: 'Review 6',
      reviewBody: 'Some content',
      reviewRating: { '@type': 'Rating', ratingValue: 4, bestRating: 5, worstRating: 1 },
    });
    expect(html).not.toContain('Held');
    expect(html).not.toContain('Rejected');
  });

  it('has no aggregateRating or reviews without published star ratings, and falls back to the domain as url', async () => {
    const company = await buildCompany(db().knex, { domain: 'quiet.example', name: 'Quiet' });
    await buildReview(db().knex, company, { type: 'comment' });
    // A single complaint makes no rating (issue 34): still no aggregateRating.
    await buildReview(db().knex, company, { type: 'complaint' });
    await buildReview(db().knex, company, {
      rating: 5,
      status: 'pending',
      holdReason: 'verification',
    });
    const [data] = jsonLd((await get('/company/quiet.example')).text);
    expect(data).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: 'Quiet',
      url: 'https://quiet.example/',
      mainEntityOfPage: 'https://reviews.example.org/company/quiet.example',
    });
  });

  it('keeps hostile review text inside the JSON-LD block', async () => {
    const company = await buildCompany(db().knex, {
      domain: 'hostile.example',
      name: 'Hostile </script><script>alert("name")</script>',
    });
    const text = '</script><script>alert(1)</script><!-- & \u2028';
    await buildReview(db().knex, company, { rating: 2, title: text, content: text });
    const html = (await get('/company/hostile.example')).text;
    expect(html).not.toContain('<script>alert');
    const [data] = jsonLd(html);
    expect(data?.name).toBe('Hostile </script><script>alert("name")</script>');
    const [review] = (data?.review ?? []) as Array<Record<string, unknown>>;
    expect(review?.reviewBody).toBe(text);
    expect(review?.name).toBe(text);
  });

  it('names the canonical address with the domain normalised', async () => {
    const html = (await get(`/company/${encodeURIComponent('https://WWW.Rated.example/')}`)).text;
    expect(canonical(html)).toBe('https://reviews.example.org/company/rated.example');
    expect(jsonLd(html)[0]?.name).toBe('Rated Co');
  });

  it('answers the CSP that allows no inline script: the JSON-LD block is data, not script', async () => {
    const response = await get('/company/rated.example');
    const scriptSrc = /script-src ([^;]*)/.exec(
      response.headers.get('content-security-policy') ?? '',
    );
    expect(scriptSrc?.[1]).toBe("'self'");
    expect(response.text).not.toMatch(/<script(?![^>]*(type="application\/ld\+json"|src=))/);
  });
});
