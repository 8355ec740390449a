import { mkdtempSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestDatabase } from '../test/database.ts';
import { buildAdmin, buildCompany, buildReview, buildUser } from '../test/factories.ts';
import { signInAdmin, signInUser } from '../test/signIn.ts';
import { useTestServer } from '../test/testServer.ts';
import { NO_STORE, PERSONAL_READ, PUBLIC_READ } from './httpCaching.ts';

function fakeBuild(): string {
  const dist = mkdtempSync(path.join(tmpdir(), 'reviews-dist-'));
  writeFileSync(
    path.join(dist, 'index.html'),
    `<!doctype html><title>App shell</title><div id="root">${'<p>shell</p>'.repeat(200)}</div>`,
  );
  writeFileSync(path.join(dist, 'sw.js'), 'self.addEventListener("fetch", () => {});');
  return dist;
}

/** The raw bytes and headers of an answer, undecoded (fetch would decode them silently). */
function rawGet(url: string, headers: Record<string, string>) {
  return new Promise<{ status: number; headers: Record<string, unknown>; body: Buffer }>(
    (resolve, reject) => {
      request(url, { headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks),
          }),
        );
      })
        .on('error', reject)
        .end();
    },
  );
}

describe('HTTP caching and compression', () => {
  const db = useTestDatabase();
  const server = useTestServer(db, { PWA_DIST_DIR: fakeBuild() });
  let domain: string;
  beforeAll(async () => {
    const company = await buildCompany(db().knex);
    domain = company.domain;
    for (let index = 0; index < 8; index++) {
      await buildReview(db().knex, company, {
        content: `A long enough review ${index} `.repeat(20),
      });
    }
  });

  it('tags an anonymous API read, answers 304 while it is unchanged, and a new tag after a change', async () => {
    const client = server().client();
    const path = `/api/companies/domain/${domain}/reviews`;
    const first = await client.get(path);
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toBe(PUBLIC_READ);
    expect(first.headers.get('vary')).toMatch(/Cookie/);
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^W\/"[0-9a-f]+-[\w-]+"$/);

    // (fetch() adds `Cache-Control: no-cache` to a request with its own If-None-Match, which
    // asks for a full answer: a browser's cache revalidating sends the tag alone, like this.)
    const again = await rawGet(`${server().url}${path}`, { 'If-None-Match': etag! });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    expect(again.headers.etag).toBe(etag);
    expect(again.headers['cache-control']).toBe(PUBLIC_READ);

    const company = await db().knex('companies').where({ domain }).first('id');
    await buildReview(db().knex, company, { content: 'A review written since' });
    const changed = await rawGet(`${server().url}${path}`, { 'If-None-Match': etag! });
    expect(changed.status).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(changed.body.toString()).toContain('A review written since');
  });

  it('keeps an answer for a signed-in user private, revalidated every time', async () => {
    const client = server().client();
    await signInUser(client, await buildUser(db().knex));
    const read = await client.get(`/api/companies/domain/${domain}/reviews`);
    expect(read.status).toBe(200);
    expect(read.headers.get('cache-control')).toBe(PERSONAL_READ);
    expect(read.headers.get('cache-control')).not.toContain('public');
    expect(read.headers.get('vary')).toMatch(/Cookie/);
    const cookie = ['rv.sid', 'rv.sid.sig']
      .map((name) => `${name}=${client.cookie(name)}`)
      .join('; ');
    const again = await rawGet(`${server().url}/api/companies/domain/${domain}/reviews`, {
      Cookie: cookie,
      'If-None-Match': read.headers.get('etag')!,
    });
    expect(again.status).toBe(304);
    expect(again.headers['cache-control']).toBe(PERSONAL_READ);
    // Who is signed in is never stored, not even privately.
    const me = await client.get('/api/auth/user');
    expect(me.headers.get('cache-control')).toBe(NO_STORE);
  });

  it('never stores admin answers, writes or errors', async () => {
    const admin = await signInAdmin(server().client(), await buildAdmin(db().knex));
    const stats = await admin.get('/api/admin/stats');
    expect(stats.status).toBe(200);
    expect(stats.headers.get('cache-control')).toBe(NO_STORE);

    const anonymous = server().client();
    const write = await anonymous.post('/api/contact', {});
    expect(write.status).toBe(400);
    expect(write.headers.get('cache-control')).toBe(NO_STORE);
    const missing = await anonymous.get('/api/no-such-thing');
    expect(missing.status).toBe(404);
    expect(missing.headers.get('cache-control')).toBe(NO_STORE);
    expect((await anonymous.get('/api/health')).headers.get('cache-control')).toBe(NO_STORE);
  });

  it('compresses JSON with brotli or gzip as the client accepts, and the bytes decode', async () => {
    const url = `${server().url}/api/companies/domain/${domain}/reviews`;
    const plain = await rawGet(url, {});
    expect(plain.headers['content-encoding']).toBeUndefined();
    const reviews = JSON.parse(plain.body.toString());

    const br = await rawGet(url, { 'Accept-Encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/Accept-Encoding/);
    expect(br.body.length).toBeLessThan(plain.body.length);
    expect(JSON.parse(brotliDecompressSync(br.body).toString())).toEqual(reviews);

    const gzip = await rawGet(url, { 'Accept-Encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.body).toString())).toEqual(reviews);
    // Same content, same tag, whatever the encoding.
    expect(gzip.headers.etag).toBe(br.headers.etag);
    // The same answer again: compressed once, kept by its tag, the same bytes.
    const again = await rawGet(url, { 'Accept-Encoding': 'br' });
    expect(again.headers['content-encoding']).toBe('br');
    expect(again.headers['content-length']).toBe(String(br.body.length));
    expect(again.body.equals(br.body)).toBe(true);
  });

  it('tags and compresses the app page, and revalidates the service worker', async () => {
    const page = await rawGet(`${server().url}/`, { 'Accept-Encoding': 'gzip' });
    expect(page.status).toBe(200);
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(page.body).toString()).toContain('App shell');
    const etag = String(page.headers.etag);
    const again = await rawGet(`${server().url}/`, { 'If-None-Match': etag });
    expect(again.status).toBe(304);

    const worker = await rawGet(`${server().url}/sw.js`, {});
    expect(worker.headers['cache-control']).toBe('no-cache');
    const modified = String(worker.headers['last-modified']);
    expect((await rawGet(`${server().url}/sw.js`, { 'If-Modified-Since': modified })).status).toBe(
      304,
    );
  });
});
