import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { Company } from '../models/Company.ts';
import { countRows } from '../test/count.ts';
import { useTestDatabase } from '../test/database.ts';
import { useTestServer } from '../test/testServer.ts';
import { escapeHtml, withPageMeta } from './companyPageMeta.ts';

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

describe('company pages carry the company in their HTML (link previews)', () => {
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
    expect(response.text).not.toContain('rel="preload"');
    expect(await countRows(db().knex, 'companies')).toBe(before);
  });

  it('leaves other pages alone', async () => {
    for (const page of ['/', '/categories', '/company/acme.com/extra']) {
      expect(title((await get(page)).text)).toBe('B2B Reviews - Find and Review B2B Companies');
    }
  });
});

describe('withPageMeta', () => {
  it('adds the tags a page lacks before </head>', () => {
    const html = withPageMeta('<html><head><title>x</title></head></html>', {
      title: 'T & Co',
      description: 'D',
      url: 'https://x.test/company/t.co',
    });
    expect(html).toContain('<title>T &amp; Co</title>');
    expect(html).toContain('<meta name="description" content="D" />');
    expect(html).toContain('<meta property="og:url" content="https://x.test/company/t.co" />');
    expect(html.indexOf('og:url')).toBeLessThan(html.indexOf('</head>'));
  });

  it('escapes the five HTML specials', () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe(
      '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;',
    );
  });
});
