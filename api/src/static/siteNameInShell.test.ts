import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { useTestDatabase } from '../test/database.ts';
import { buildCompany } from '../test/factories.ts';
import { useTestServer } from '../test/testServer.ts';

// The shell's default texts, as pwa/index.html has them.
const SHELL = `<!doctype html>
<html lang="en">
  <head>
    <title>B2B Reviews - Find and Review B2B Companies</title>
    <meta property="og:site_name" content="B2B Reviews" />
    <meta property="og:title" content="B2B Reviews - Find and Review B2B Companies" />
  </head>
  <body><div id="root"><span>B2B Reviews</span></div>
  <noscript>B2B Reviews needs JavaScript to show companies and reviews.</noscript></body>
</html>`;

function fakeBuild(): string {
  const dist = mkdtempSync(path.join(tmpdir(), 'reviews-site-dist-'));
  writeFileSync(path.join(dist, 'index.html'), SHELL);
  return dist;
}

describe('the served pages carry the platform name and tagline of the admin Settings', () => {
  const db = useTestDatabase();
  const server = useTestServer(db, { PWA_DIST_DIR: fakeBuild() });
  const get = (url: string) => server().client().get(url, { Accept: 'text/html' });

  it('renames the shell and the company pages, escaping what the settings hold', async () => {
    // Stored before the first page: the names are kept in memory for a minute.
    await db()
      .knex('settings')
      .insert([
        { key: 'platformName', value: JSON.stringify('Vendor <Verdict>') },
        { key: 'tagline', value: JSON.stringify('Reviews you can check') },
      ]);
    await buildCompany(db().knex, { name: 'Acme Corp', domain: 'acme.com' });

    const home = (await get('/')).text;
    expect(home).toContain('<title>Vendor &lt;Verdict&gt; - Reviews you can check</title>');
    expect(home).toContain('<meta property="og:site_name" content="Vendor &lt;Verdict&gt;" />');
    expect(home).toContain('<span>Vendor &lt;Verdict&gt;</span>');
    expect(home).toContain('<noscript>Vendor &lt;Verdict&gt; needs JavaScript');
    expect(home).not.toContain('B2B Reviews');

    const company = (await get('/company/acme.com')).text;
    expect(company).toContain('<title>Acme Corp Reviews | Vendor &lt;Verdict&gt;</title>');
    expect(company).not.toContain('B2B Reviews');
  });
});
