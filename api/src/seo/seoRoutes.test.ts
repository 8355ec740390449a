import { request } from 'node:http';
import { parseDocument } from 'htmlparser2';
import { describe, expect, it } from 'vitest';
import { ALL_SUBCATEGORIES, CATALOGUE } from '#shared/catalogue/catalogue';
import { Company } from '../models/Company.ts';
import { useTestDatabase } from '../test/database.ts';
import { buildCompany, buildReview } from '../test/factories.ts';
import { resetRateLimits } from '../test/rateLimits.ts';
import { useTestServer } from '../test/testServer.ts';

// A base address with XML specials in it: every <loc> must escape them.
const BASE = "http://reviews.test/r&d's";
const ESCAPED_BASE = 'http://reviews.test/r&amp;d&apos;s';

interface Entry {
  loc: string;
  lastmod: string | undefined;
}

/**
 * The entries of a sitemap or sitemap index, read by an XML parser (entities decoded), after
 * checking what a strict parser would refuse: a raw `&` or `<` in text, an unbalanced element.
 */
function readSitemap(xml: string, root: 'urlset' | 'sitemapindex'): Entry[] {
  expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n')).toBe(true);
  expect(xml).toContain(`<${root} xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">`);
  expect(xml.trimEnd().endsWith(`</${root}>`)).toBe(true);
  for (const text of xml.matchAll(/>([^<]*)</g)) {
    expect(text[1]).not.toMatch(/&(?!(amp|lt|gt|quot|apos);)/);
  }
  const tag = root === 'urlset' ? 'url' : 'sitemap';
  const opens = xml.match(new RegExp(`<${tag}>`, 'g'))?.length ?? 0;
  expect(xml.match(new RegExp(`</${tag}>`, 'g'))?.length ?? 0).toBe(opens);
  const document = parseDocument(xml, { xmlMode: true, decodeEntities: true });
  const entries: Entry[] = [];
  const textOf = (node: unknown, name: string): string | undefined => {
    const children = (node as { children?: unknown[] }).children ?? [];
    const child = children.find((c) => (c as { name?: string }).name === name) as
      | { children: Array<{ data?: string }> }
      | undefined;
    return child?.children.map((c) => c.data ?? '').join('');
  };
  const rootNode = document.children.find((node) => (node as { name?: string }).name === root);
  for (const node of (rootNode as { children?: unknown[] }).children ?? []) {
    if ((node as { name?: string }).name !== tag) continue;
    entries.push({ loc: textOf(node, 'loc') ?? '', lastmod: textOf(node, 'lastmod') });
  }
  expect(entries).toHaveLength(opens);
  return entries;
}

const locs = (entries: Entry[]) => entries.map((entry) => entry.loc);

describe('search engines: robots.txt and sitemaps', () => {
  const db = useTestDatabase();
  // Two companies per file, so a handful of companies spans several files.
  const server = useTestServer(db, { PUBLIC_URL: BASE, SITEMAP_URLS_PER_FILE: '2' });
  const get = (url: string, headers: Record<string, string> = {}) =>
    server().client().get<string>(url, headers);

  it('robots.txt allows the site but the admin panel and the API, and names the sitemap', async () => {
    const response = await get('/robots.txt');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('public, max-age=86400');
    const lines = response.text.split('\n');
    expect(lines[0]).toBe('User-agent: *');
    expect(lines).toEqual(
      expect.arrayContaining(['Allow: /', 'Disallow: /admin', 'Disallow: /api/']),
    );
    // The public reads the pages render from stay fetchable (longest match wins).
    expect(lines).toContain('Allow: /api/companies/');
    expect(lines).toContain(`Sitemap: ${BASE}/sitemap.xml`);
  });

  it('lists the static and category sitemaps, and no company file while there is no company', async () => {
    const response = await get('/sitemap.xml');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('public, max-age=3600');
    expect(response.headers.get('etag')).toMatch(/^W\//);
    expect(response.text).toContain(`<loc>${ESCAPED_BASE}/sitemaps/static.xml</loc>`);
    expect(locs(readSitemap(response.text, 'sitemapindex'))).toEqual([
      `${BASE}/sitemaps/static.xml`,
      `${BASE}/sitemaps/categories.xml`,
    ]);
    expect((await get('/sitemaps/companies-1.xml')).status).toBe(404);
  });

  it('answers 304 to a crawler that has the current sitemap', async () => {
    const first = await get('/sitemap.xml');
    // node:http, not fetch(): fetch adds `Cache-Control: no-cache` to a conditional request.
    const status = await new Promise<number | undefined>((resolve, reject) => {
      request(
        `${server().url}/sitemap.xml`,
        { headers: { 'If-None-Match': first.headers.get('etag') ?? '' } },
        (response) => {
          response.resume();
          resolve(response.statusCode);
        },
      )
        .on('error', reject)
        .end();
    });
    expect(status).toBe(304);
  });

  it('lists the home, catalogue, awards and information pages', async () => {
    const entries = readSitemap((await get('/sitemaps/static.xml')).text, 'urlset');
    expect(locs(entries)).toEqual(
      [
        '/',
        '/categories',
        '/awards',
        '/about',
        '/contact',
        '/help-center',
        '/privacy-policy',
        '/terms-of-service',
        '/cookie-policy',
      ].map((page) => `${BASE}${page}`),
    );
  });

  it('lists every main category and subcategory page', async () => {
    const entries = readSitemap((await get('/sitemaps/categories.xml')).text, 'urlset');
    expect(entries).toHaveLength(CATALOGUE.length + ALL_SUBCATEGORIES.length);
    expect(locs(entries)).toContain(`${BASE}/category/business-services`);
    expect(locs(entries)).toContain(`${BASE}/category/${ALL_SUBCATEGORIES[0]?.slug}`);
  });

  it('lists only companies with a published review or a claimed profile (issue 38)', async () => {
    const knex = db().knex;
    // Every domain anyone looks up gets a profile: those that say nothing are not listed.
    const looked = await buildCompany(knex, { domain: 'looked-up-only.example' });
    const reviewed = await buildCompany(knex, { domain: 'reviewed.example', reviewCount: 2 });
    const claimed = await buildCompany(knex, { domain: 'claimed.example', isClaimed: true });
    const listed: string[] = [];
    const index = readSitemap((await get('/sitemap.xml')).text, 'sitemapindex');
    for (const file of locs(index).slice(2)) {
      listed.push(...locs(readSitemap((await get(file.slice(BASE.length))).text, 'urlset')));
    }
    expect(listed).toEqual([
      `${BASE}/company/${reviewed.domain}`,
      `${BASE}/company/${claimed.domain}`,
    ]);
    // Alone in its file, the empty profile's file is not listed, and is a 404.
    await Company.query(knex).delete().whereIn('id', [reviewed.id, claimed.id]);
    expect(readSitemap((await get('/sitemap.xml')).text, 'sitemapindex')).toHaveLength(2);
    expect(
      (await get(`/sitemaps/companies-${Math.floor((looked.id - 1) / 2) + 1}.xml`)).status,
    ).toBe(404);
    await Company.query(knex).deleteById(looked.id);
  });

  it('splits the companies into files by id range, skipping ranges left empty', async () => {
    const knex = db().knex;
    const companies: Company[] = [];
    for (let n = 0; n < 7; n += 1) companies.push(await buildCompany(knex, { reviewCount: 1 }));
    const ids = companies.map((company) => company.id);
    // Ids come from a sequence: make them known ranges whatever came before.
    const first = Math.ceil(((ids[0] ?? 1) + 10) / 2) * 2 + 1;
    for (const [index, company] of companies.entries()) {
      await Company.query(knex)
        .patch({ id: first + index })
        .where('id', company.id);
    }
    // Files of 2: [first, first+1] → file a, [first+2, first+3] → a+1, [first+4, first+5] → a+2,
    // [first+6] → a+3. Deleting first+2 and first+3 empties file a+1.
    await Company.query(knex)
      .delete()
      .whereIn('id', [first + 2, first + 3]);
    const fileA = (first - 1) / 2 + 1;

    const index = readSitemap((await get('/sitemap.xml')).text, 'sitemapindex');
    expect(locs(index).slice(2)).toEqual([
      `${BASE}/sitemaps/companies-${fileA}.xml`,
      `${BASE}/sitemaps/companies-${fileA + 2}.xml`,
      `${BASE}/sitemaps/companies-${fileA + 3}.xml`,
    ]);
    const domainsIn = async (file: number) => {
      const response = await get(`/sitemaps/companies-${file}.xml`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('application/xml; charset=utf-8');
      return locs(readSitemap(response.text, 'urlset'));
    };
    const url = (index: number) => `${BASE}/company/${companies[index]?.domain}`;
    expect(await domainsIn(fileA)).toEqual([url(0), url(1)]);
    expect(await domainsIn(fileA + 2)).toEqual([url(4), url(5)]);
    expect(await domainsIn(fileA + 3)).toEqual([url(6)]);
    expect((await get(`/sitemaps/companies-${fileA + 1}.xml`)).status).toBe(404);
    expect((await get(`/sitemaps/companies-${fileA + 4}.xml`)).status).toBe(404);
  });

  it('dates each company by its profile change or its latest published review, whichever is later', async () => {
    const knex = db().knex;
    const company = await buildCompany(knex, { domain: 'dated.example', reviewCount: 1 });
    const profile = new Date('2026-01-01T00:00:00.000Z');
    const reviewed = new Date('2026-03-04T05:06:07.000Z');
    await knex('companies').where('id', company.id).update({ updatedAt: profile });
    await buildReview(knex, company, { createdAt: reviewed });
    // A held review is not public: it does not date the page.
    await buildReview(knex, company, {
      createdAt: new Date('2026-05-01T00:00:00.000Z'),
      status: 'pending',
      holdReason: 'moderation',
    });
    const quiet = await buildCompany(knex, { domain: 'undated.example', isClaimed: true });
    await knex('companies').where('id', quiet.id).update({ updatedAt: profile });

    const fileOf = (id: number) => Math.floor((id - 1) / 2) + 1;
    const entry = async (id: number, domain: string) => {
      const entries = readSitemap(
        (await get(`/sitemaps/companies-${fileOf(id)}.xml`)).text,
        'urlset',
      );
      return entries.find((item) => item.loc === `${BASE}/company/${domain}`);
    };
    expect((await entry(company.id, 'dated.example'))?.lastmod).toBe(reviewed.toISOString());
    expect((await entry(quiet.id, 'undated.example'))?.lastmod).toBe(profile.toISOString());
  });

  it('answers 404 for a sitemap that cannot exist, never a 500', async () => {
    for (const file of [
      'companies-0.xml',
      'companies-01.xml',
      'companies--1.xml',
      'companies-99999999999.xml',
      'companies-4294967296.xml',
      'companies-x.xml',
      'other.xml',
      '%E0%A4%A.xml',
    ]) {
      const response = await get(`/sitemaps/${file}`);
      expect([400, 404], file).toContain(response.status);
    }
  });

  it('counts company files per client address: the 61st in an hour is a 429', async () => {
    await resetRateLimits(db().knex);
    const company = await buildCompany(db().knex, { reviewCount: 1 });
    const file = `/sitemaps/companies-${Math.floor((company.id - 1) / 2) + 1}.xml`;
    for (let n = 0; n < 60; n += 1) expect((await get(file)).status).toBe(200);
    const limited = await get(file);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    // The index and the small files are not counted.
    expect((await get('/sitemaps/static.xml')).status).toBe(200);
    expect((await get('/sitemap.xml')).status).toBe(200);
  });
});
