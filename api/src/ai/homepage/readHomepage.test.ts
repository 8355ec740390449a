import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { html, type LocalSites, startLocalSites } from '../../test/localSites.ts';
import { createHomepageReader, HOMEPAGE_LIMITS } from './readHomepage.ts';

const ACME_HOME = `<!doctype html>
<html lang="en"><head>
<meta charset="utf-8">
<title>Acme Plumbing &amp; Heating | Portland, OR</title>
<meta name="description" content="Licensed plumbers serving Portland since 1998. Emergency repairs, water heaters and drains.">
<meta name="keywords" content="plumber, drains, water heater">
<meta property="og:title" content="Acme Plumbing">
<meta property="og:type" content="website">
<script type="application/ld+json">
{"@context":"https://schema.org","@graph":[
  {"@type":"WebSite","name":"Acme","url":"https://acmeplumbing.test/"},
  {"@type":["Plumber","LocalBusiness"],"name":"Acme Plumbing & Heating",
   "telephone":"+1-503-555-0142","email":"mailto:office@acmeplumbing.test",
   "address":{"@type":"PostalAddress","streetAddress":"1200 SE Main St","addressLocality":"Portland","addressRegion":"OR","postalCode":"97214","addressCountry":{"@type":"Country","name":"US"}},
   "foundingDate":"1998-04-01","numberOfEmployees":{"@type":"QuantitativeValue","minValue":11,"maxValue":50},
   "sameAs":["https://www.facebook.com/acmeplumbingpdx","https://www.linkedin.com/company/acme-plumbing-pdx/"]}
]}
</script>
<style>h1{color:red}</style>
</head><body>
<nav><a href="/">Home</a><a href="/services">Services</a></nav>
<h1>Plumbing<br>done right</h1>
<p>Call <a href="tel:+15035550142">503-555-0142</a> or <a href="mailto:Office@AcmePlumbing.test?subject=Quote">email us</a>.</p>
<a href="https://twitter.com/intent/tweet?url=x">Share</a>
<a href="https://x.com/acmeplumbing">Follow us</a>
<a href="https://github.com/acme-plumbing">Code</a>
<footer><address>1200 SE Main St, Portland, OR 97214<br>office@acmeplumbing.test</address></footer>
<script>window.secret = "not visible text";</script>
</body></html>`;

describe('the homepage reader', () => {
  let sites: LocalSites;
  beforeAll(async () => {
    sites = await startLocalSites();
  });
  afterAll(() => sites.close());

  const reader = (overrides = {}) =>
    createHomepageReader({ ...sites.readerOptions(), ...overrides });

  it('extracts title, meta, Open Graph, JSON-LD Organization data, contacts and social links', async () => {
    sites.serve('acmeplumbing.test', html(ACME_HOME));
    const result = await reader()('acmeplumbing.test');
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const { facts } = result;
    expect(facts.title).toBe('Acme Plumbing & Heating | Portland, OR');
    expect(facts.metaDescription).toMatch(/^Licensed plumbers serving Portland/);
    expect(facts.metaKeywords).toEqual(['plumber', 'drains', 'water heater']);
    expect(facts.openGraph).toEqual({ title: 'Acme Plumbing', type: 'website' });
    expect(facts.organization).toEqual({
      types: ['Plumber', 'LocalBusiness'],
      name: 'Acme Plumbing & Heating',
      description: null,
      telephone: '+1-503-555-0142',
      email: 'office@acmeplumbing.test',
      address: '1200 SE Main St, Portland, OR 97214, US',
      foundingYear: 1998,
      employees: '11-50',
      sameAs: [
        'https://www.facebook.com/acmeplumbingpdx',
        'https://www.linkedin.com/company/acme-plumbing-pdx/',
      ],
    });
    expect(facts.headings).toEqual(['Plumbing done right']);
    expect(facts.phones).toEqual(['503-555-0142']);
    expect(facts.emails).toEqual(['office@acmeplumbing.test']);
    expect(facts.addressText).toBe('1200 SE Main St, Portland, OR 97214');
    expect(facts.socialLinks).toEqual({
      twitter: 'https://x.com/acmeplumbing',
      github: 'https://github.com/acme-plumbing',
      facebook: 'https://www.facebook.com/acmeplumbingpdx',
      linkedin: 'https://www.linkedin.com/company/acme-plumbing-pdx',
    });
    expect(facts.text).toContain('Plumbing done right');
    expect(facts.text).not.toContain('not visible text');
    expect(facts.text).not.toContain('color:red');
    expect(facts.truncated).toBe(false);
  });

  it('reads what it can from broken markup and ignores JSON-LD that is not JSON', async () => {
    sites.serve(
      'broken.test',
      html(`<html><head><title>Broken Bakery</title>
        <script type="application/ld+json">{"@type": "Bakery", "name": "Broken" oops}</script>
        <meta name=description content='Fresh bread "daily'>
        <body><div><p>Sourdough <b>and <i>croissants</div></p></span><h2>Open 7am
        <a href=mailto:not-an-address>mail</a><p class="x>unterminated`),
    );
    const result = await reader()('broken.test');
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.facts.title).toContain('Broken Bakery');
    expect(result.facts.metaDescription).toBe('Fresh bread "daily');
    expect(result.facts.organization).toBeNull();
    expect(result.facts.emails).toEqual([]);
    expect(result.facts.text).toContain('Sourdough and croissants');
    expect(result.facts.headings[0]).toMatch(/^Open 7am/);
  });

  it('accepts JSON-LD with trailing commas and raw newlines, as real pages ship it', async () => {
    sites.serve(
      'lenient.test',
      html(`<script type="application/ld+json"><!--
        {"@type": "Dentist", "name": "Smile
        Studio", "telephone": "020 7946 0958", "numberOfEmployees": 8,}
      --></script><title>Smile Studio</title>`),
    );
    const result = await reader()('lenient.test');
    expect(result.ok && result.facts.organization).toMatchObject({
      types: ['Dentist'],
      name: 'Smile Studio',
      telephone: '020 7946 0958',
      employees: '1-10',
    });
  });

  it('follows up to three redirects, across hosts, and reports the final URL', async () => {
    let step = 0;
    sites.serve('hop.test', (request, response) => {
      if (request.url === '/') response.writeHead(301, { location: '/one' }).end();
      else if (request.url === '/one') response.writeHead(302, { location: '/two' }).end();
      else if (request.url === '/two') {
        response.writeHead(307, { location: `http://www.hop.test:${sites.port}/home` }).end();
      }
      step++;
    });
    sites.serve('www.hop.test', html('<title>Landed</title>'));
    const result = await reader()('hop.test');
    expect(step).toBe(3);
    expect(result.ok && result.facts.title).toBe('Landed');
    expect(result.ok && result.facts.url).toBe(`http://www.hop.test:${sites.port}/home`);
  });

  it('gives up after the fourth redirect', async () => {
    sites.serve('loop.test', (request, response) => {
      response.writeHead(302, { location: `/again${request.url}` }).end();
    });
    const result = await reader()('loop.test');
    expect(result).toMatchObject({ ok: false, failure: 'redirects' });
  });

  it('reads only the first megabyte of an oversized page', async () => {
    const head = '<html><head><title>Huge Page</title></head><body>';
    const filler = `<p>${'x'.repeat(1000)}</p>`.repeat(2100);
    let sent = 0;
    sites.serve('huge.test', (_request, response) => {
      response.writeHead(200, { 'content-type': 'text/html' });
      const body = `${head}${filler}<p>THE END</p></body></html>`;
      sent = body.length;
      response.end(body);
    });
    const result = await reader()('huge.test');
    expect(sent).toBeGreaterThan(2 * HOMEPAGE_LIMITS.maxBytes);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.facts.truncated).toBe(true);
    expect(result.facts.title).toBe('Huge Page');
    expect(result.facts.text).not.toContain('THE END');
  });

  it('refuses what is not HTML', async () => {
    sites.serve('json.test', (_request, response) => {
      response.writeHead(200, { 'content-type': 'application/json' }).end('{"title":"no"}');
    });
    sites.serve('png.test', (_request, response) => {
      response.writeHead(200, { 'content-type': 'image/png' }).end(Buffer.from([0x89, 0x50]));
    });
    expect(await reader()('json.test')).toMatchObject({ ok: false, failure: 'not_html' });
    expect(await reader()('png.test')).toMatchObject({ ok: false, failure: 'not_html' });
  });

  it('reports a malformed redirect as an unreadable page rather than throwing', async () => {
    sites.serve('badredirect.test', (_request, response) => {
      response.writeHead(302, { location: 'http://[not-an-address/' }).end();
    });
    expect(await reader()('badredirect.test')).toMatchObject({ ok: false });
  });

  it('reports an error status as a failure', async () => {
    expect(await reader()('nobody-serves-this.test')).toMatchObject({
      ok: false,
      failure: 'status',
      reason: expect.stringContaining('HTTP 404'),
    });
  });

  it('refuses a host that resolves to a loopback or private address, before connecting', async () => {
    sites.serve('internal.test', html('<title>Internal</title>'));
    const before = sites.requests.length;
    const strict = createHomepageReader({ ...sites.readerOptions(), allowPrivate: false });
    expect(await strict('internal.test')).toMatchObject({ ok: false, failure: 'refused' });

    const rebinding = createHomepageReader({
      ...sites.readerOptions(),
      allowPrivate: false,
      resolve: async () => [
        { address: '93.184.216.34', family: 4 },
        { address: '10.0.0.7', family: 4 },
      ],
    });
    expect(await rebinding('internal.test')).toMatchObject({ ok: false, failure: 'refused' });
    expect(sites.requests.length).toBe(before);
  });

  it('refuses literal private addresses in URLs and redirects, and localhost by real DNS', async () => {
    const literal = createHomepageReader({
      allowPrivate: false,
      urlsFor: () => [`http://127.0.0.1:${sites.port}/`],
    });
    expect(await literal('anything.test')).toMatchObject({ ok: false, failure: 'refused' });

    // The fixture server itself is allowed; every other private address stays refused,
    // including on a redirect hop that names a literal address (no DNS to check).
    const strict = createHomepageReader({
      ...sites.readerOptions(),
      allowPrivate: false,
      allowedAddresses: ['127.0.0.1'],
    });
    sites.serve('fine.test', html('<title>Reachable</title>'));
    expect(await strict('fine.test')).toMatchObject({ ok: true });
    for (const target of [
      'http://169.254.169.254/latest/meta-data/',
      'http://10.1.2.3/',
      `http://[::1]:${sites.port}/`,
      `http://[::ffff:192.168.0.1]/`,
    ]) {
      sites.serve('redirects-inside.test', (_request, response) => {
        response.writeHead(302, { location: target }).end();
      });
      expect(await strict('redirects-inside.test')).toMatchObject({
        ok: false,
        failure: 'refused',
      });
    }

    const systemDns = createHomepageReader({
      allowPrivate: false,
      urlsFor: () => [`http://localhost:${sites.port}/`],
    });
    expect(await systemDns('localhost')).toMatchObject({ ok: false, failure: 'refused' });
  });

  it('falls back to http when https cannot be reached', async () => {
    sites.serve('plain.test', html('<title>Plain HTTP</title>'));
    const options = sites.readerOptions();
    const fallback = createHomepageReader({
      ...options,
      // The test server speaks plain HTTP, so the TLS handshake fails like a site without https.
      urlsFor: (domain) => [`https://${domain}:${sites.port}/`, `http://${domain}:${sites.port}/`],
    });
    const result = await fallback('plain.test');
    expect(result.ok && result.facts.title).toBe('Plain HTTP');
  });

  it('does not retry over http when the name does not resolve, and fails fast', async () => {
    let lookups = 0;
    const offline = createHomepageReader({
      allowPrivate: false,
      resolve: async (hostname) => {
        lookups++;
        throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' });
      },
    });
    expect(await offline('no-such-company.test')).toMatchObject({ ok: false, failure: 'dns' });
    expect(lookups).toBe(1);
  });

  it('times out a site that never answers', async () => {
    const silent = createServer(() => {
      // Accepts the request and never responds.
    });
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as AddressInfo;
    try {
      const slow = createHomepageReader({
        allowPrivate: true,
        timeoutMs: 300,
        urlsFor: () => [`http://127.0.0.1:${port}/`],
      });
      expect(await slow('slow.test')).toMatchObject({ ok: false, failure: 'timeout' });
    } finally {
      silent.closeAllConnections();
      silent.close();
    }
  });
});
