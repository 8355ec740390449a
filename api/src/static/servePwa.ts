import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Context, Next } from 'koa';
import send from 'koa-send';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const NO_CACHE = 'no-cache';
const SHORT = 'public, max-age=3600';
// Files whose names carry a content hash (Vite's `assets/`).
const HASHED = /(^assets\/)|(-[A-Za-z0-9_-]{8,}\.[a-z0-9]+$)/;
// Entry points that must always be revalidated, so a deploy reaches every client.
const ALWAYS_FRESH = /(^index\.html$)|(^sw\.js$)|(^registerSW\.js$)|(\.webmanifest$)/;

export type HtmlTransform = (ctx: Context, html: string) => Promise<string> | string;

/**
 * Serves the built PWA: hashed assets cached for a year, `index.html` and the service worker
 * revalidated every time, and the SPA fallback (index.html) for any other page path. `/api`
 * paths never reach here. `transformHtml` lets a route put its own title and description into
 * the page for link previews.
 */
export function servePwa(options: { distDir: string; transformHtml?: HtmlTransform }) {
  const root = options.distDir;
  const indexFile = path.join(root, 'index.html');
  let cachedIndex: { mtimeMs: number; html: string } | undefined;

  async function readIndex(): Promise<string | undefined> {
    try {
      const info = await stat(indexFile);
      if (cachedIndex?.mtimeMs !== info.mtimeMs) {
        cachedIndex = { mtimeMs: info.mtimeMs, html: await readFile(indexFile, 'utf8') };
      }
      return cachedIndex.html;
    } catch {
      return undefined;
    }
  }

  return async function servePwaFiles(ctx: Context, next: Next): Promise<void> {
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return next();
    const decoded = decodePath(ctx.path);
    if (decoded === undefined) return next();
    const relative = decoded.replace(/^\/+/, '');

    if (relative !== '' && relative !== 'index.html') {
      try {
        // koa-send decodes the path itself: hand it the path as it came, so `%25` is decoded
        // once (to `%`), not twice (to a broken escape and a 400).
        await send(ctx, ctx.path.replace(/^\/+/, ''), {
          root,
          hidden: false,
          index: false,
          setHeaders: (res, filePath) => {
            const name = path.relative(root, filePath).split(path.sep).join('/');
            const policy = ALWAYS_FRESH.test(name)
              ? NO_CACHE
              : HASHED.test(name)
                ? IMMUTABLE
                : SHORT;
            res.setHeader('Cache-Control', policy);
            // Hashed assets have precompressed twins (.br, .gz) chosen by Accept-Encoding.
            if (name.startsWith('assets/')) res.setHeader('Vary', 'Accept-Encoding');
          },
        });
        return;
      } catch (error) {
        const status = (error as { status?: number }).status;
        if (status !== 404) throw error;
      }
      // A missing script, style or image (a stale asset, a typo) is a real 404, not the app;
      // a page address gets the app even when it looks like a file (`/company/acme.com`).
      if (!wantsPage(ctx, relative)) return next();
    }

    const html = await readIndex();
    if (html === undefined) {
      ctx.status = 503;
      ctx.type = 'text/plain';
      ctx.body = 'The web app has not been built yet: run `npm run build` (npm start does it).';
      return;
    }
    ctx.set('Cache-Control', NO_CACHE);
    ctx.type = 'html';
    ctx.body = options.transformHtml ? await options.transformHtml(ctx, html) : html;
  };
}

const ASSET_EXTENSIONS = new Set([
  '.js',
  '.mjs',
  '.css',
  '.map',
  '.json',
  '.webmanifest',
  '.png',
  '.jpg',
  '.jpeg',
  '.gif',
  '.webp',
  '.avif',
  '.svg',
  '.ico',
  '.woff',
  '.woff2',
  '.ttf',
  '.txt',
  '.xml',
  '.wasm',
]);

function wantsPage(ctx: Context, relative: string): boolean {
  if ((ctx.get('Accept') ?? '').includes('text/html')) return true;
  return !ASSET_EXTENSIONS.has(path.extname(relative).toLowerCase());
}

function decodePath(value: string): string | undefined {
  try {
    return decodeURIComponent(value);
  } catch {
    return undefined;
  }
}
