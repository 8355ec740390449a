import { hash } from 'node:crypto';
import { Stream } from 'node:stream';
import type { Context } from 'koa';
import type { FinishingStep } from './finishAnswer.ts';
import { SESSION_COOKIE } from './session.ts';

/** An anonymous API read: any cache may keep it briefly, then serve it while it revalidates. */
export const PUBLIC_READ = 'public, max-age=30, stale-while-revalidate=60';
/** A read by a browser with a session: its own cache only, revalidated (ETag) every time. */
export const PERSONAL_READ = 'private, no-cache';
export const NO_STORE = 'no-store';

// Per person or about the server's state, never kept anywhere.
const NEVER_STORED = /^\/api\/(account|admin|auth|health)(\/|$)/;

/**
 * HTTP caching (issue 12): `Cache-Control` for API answers, and an ETag with `304 Not Modified`
 * for every GET answer.
 *
 * - API reads without a session cookie are the same for everyone: shared caches may keep them
 *   30 s. With the session cookie (a signed-in user, or a visitor who has written) the answer
 *   may carry their votes or data: `private, no-cache`, and `Vary: Cookie` on both, so no cache
 *   hands an anonymous copy to a signed-in browser or the reverse. Admin, auth and health
 *   answers, writes and errors are `no-store`. A route that sets its own Cache-Control keeps it.
 * - The ETag is a hash of the body held in memory (JSON is serialised once, here, instead of
 *   again by Koa), weak because compression changes the bytes; a file streamed from disk keeps
 *   its Last-Modified. `If-None-Match`/`If-Modified-Since` that still match answer 304. The
 *   PWA's service worker (workbox NetworkFirst) fetches through the browser's HTTP cache, which
 *   turns a 304 back into the stored 200 for it.
 *
 * Hand-written rather than koa-etag + koa-conditional-get: those would serialise each JSON
 * body a second time and hash `no-store` answers nobody revalidates.
 */
export function httpCaching(): FinishingStep {
  return {
    answered(ctx) {
      if (isApi(ctx) && !ctx.response.get('Cache-Control'))
        ctx.set('Cache-Control', apiPolicy(ctx));
      if ((ctx.method === 'GET' || ctx.method === 'HEAD') && ctx.status === 200) answerIfFresh(ctx);
    },
    failed(ctx) {
      if (isApi(ctx)) ctx.set('Cache-Control', NO_STORE);
    },
  };
}

const isApi = (ctx: Context) => ctx.path === '/api' || ctx.path.startsWith('/api/');

function apiPolicy(ctx: Context): string {
  const read = (ctx.method === 'GET' || ctx.method === 'HEAD') && ctx.status === 200;
  if (!read || NEVER_STORED.test(ctx.path)) return NO_STORE;
  ctx.vary('Cookie');
  const personal = Boolean(ctx.cookies.get(SESSION_COOKIE)) || ctx.res.hasHeader('Set-Cookie');
  return personal ? PERSONAL_READ : PUBLIC_READ;
}

function answerIfFresh(ctx: Context): void {
  if (ctx.response.get('Cache-Control').includes('no-store')) return;
  const body: unknown = ctx.body;
  if (body !== null && body !== undefined && !(body instanceof Stream)) {
    let entity: string | Buffer;
    if (typeof body === 'string' || Buffer.isBuffer(body)) entity = body;
    else {
      // Koa keeps the Content-Type it set for the object (JSON) when the body becomes text.
      entity = JSON.stringify(body);
      ctx.body = entity;
    }
    ctx.set('ETag', weakTag(entity));
  }
  if (ctx.fresh) {
    ctx.status = 304;
    ctx.body = null;
  }
}

function weakTag(entity: string | Buffer): string {
  const length = Buffer.byteLength(entity);
  // The one-shot hash: no Hash object per answer.
  const digest = hash('sha1', entity, 'base64url').slice(0, 27);
  return `W/"${length.toString(16)}-${digest}"`;
}
