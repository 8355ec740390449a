import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { useTestDatabase } from '../test/database.ts';
import { useTestServer } from '../test/testServer.ts';

function fakeBuild(): string {
  const dist = mkdtempSync(path.join(tmpdir(), 'reviews-dist-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>App shell</title>');
  writeFileSync(path.join(dist, 'assets', 'index-AbCd1234.js'), 'console.log(1)');
  writeFileSync(
    path.join(dist, 'assets', 'index-AbCd1234.js.br'),
    brotliCompressSync('console.log(1)'),
  );
  writeFileSync(path.join(dist, 'assets', 'index-AbCd1234.js.gz'), gzipSync('console.log(1)'));
  writeFileSync(path.join(dist, 'sw.js'), 'self.skipWaiting()');
  writeFileSync(path.join(dist, 'manifest.webmanifest'), '{}');
  writeFileSync(path.join(dist, 'favicon.svg'), '<svg/>');
  writeFileSync(path.join(dist, '100%.txt'), 'percent');
  return dist;
}

describe('serving the built PWA', () => {
  const db = useTestDatabase();
  const server = useTestServer(db, { PWA_DIST_DIR: fakeBuild() });
  const get = (url: string) => server().client().get(url);

  it('serves index.html at / without caching', async () => {
    const response = await get('/');
    expect(response.status).toBe(200);
    expect(response.text).toContain('App shell');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(response.headers.get('content-security-policy')).toContain("script-src 'self'");
  });

  it('decodes a path once: %25 is a percent sign, never a 400', async () => {
    const page = await server().client().get('/%25', { Accept: 'text/html' });
    expect(page.status).toBe(200);
    expect(page.text).toContain('App shell');
    const file = await get('/100%25.txt');
    expect(file.status).toBe(200);
    expect(file.text).toBe('percent');
    // Decoded twice, /%2525 would have been /% (a 400) or found 100%.txt as /100%2525.txt.
    expect((await get('/100%2525.txt')).status).toBe(404);
  });

  it('caches hashed assets for a year, immutable', async () => {
    const response = await get('/assets/index-AbCd1234.js');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('answers a precompressed twin of an asset when the browser accepts it', async () => {
    // fetch() decodes the body itself, so the encoding and Vary headers tell what was sent.
    const br = await server()
      .client()
      .get('/assets/index-AbCd1234.js', { 'Accept-Encoding': 'br, gzip' });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('vary')).toContain('Accept-Encoding');
    expect(br.headers.get('content-type')).toContain('javascript');
    expect(br.text).toBe('console.log(1)');
    const gz = await server()
      .client()
      .get('/assets/index-AbCd1234.js', { 'Accept-Encoding': 'gzip' });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(gz.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const plain = await server()
      .client()
      .get('/assets/index-AbCd1234.js', { 'Accept-Encoding': 'identity' });
    expect(plain.headers.get('content-encoding')).toBeNull();
  });

  it('revalidates the service worker and manifest every time', async () => {
    expect((await get('/sw.js')).headers.get('cache-control')).toBe('no-cache');
    expect((await get('/manifest.webmanifest')).headers.get('cache-control')).toBe('no-cache');
    expect((await get('/favicon.svg')).headers.get('cache-control')).toBe('public, max-age=3600');
  });

  it('falls back to the app shell for client-side routes', async () => {
    for (const route of ['/company/acme.com', '/category/hotels', '/admin/dashboard']) {
      const response = await get(route);
      expect(response.status).toBe(200);
      expect(response.text).toContain('App shell');
      expect(response.headers.get('content-type')).toContain('text/html');
    }
  });

  it('answers 404 for a missing asset rather than the app shell', async () => {
    expect((await get('/assets/index-gone1234.js')).status).toBe(404);
    expect((await get('/icons/missing.png')).status).toBe(404);
  });

  it('answers a page navigation with the app shell even when the path looks like a file', async () => {
    const response = await server()
      .client()
      .get('/user/profile.json', { Accept: 'text/html,application/xhtml+xml' });
    expect(response.status).toBe(200);
    expect(response.text).toContain('App shell');
  });

  it('never answers /api paths with the app shell', async () => {
    const response = await get('/api/no-such-thing');
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ message: 'Not found' });
    expect((await get('/api')).body).toEqual({ message: 'Not found' });
  });

  it('refuses path traversal', async () => {
    const response = await get('/..%2f..%2fetc%2fpasswd');
    expect(response.text).not.toContain('root:');
  });
});
