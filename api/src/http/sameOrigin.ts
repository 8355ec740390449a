import type { Context, Next } from 'koa';
import { forbidden } from './errors.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Refuses state-changing requests that a browser sent from another site (CSRF), on top of the
 * SameSite=Lax cookie. Browsers send `Origin` on such requests; where one does not (an older
 * browser, a privacy extension) a `Referer` from another site is refused the same way. Clients
 * with neither (curl, scripts) carry no ambient cookies to abuse and are let through.
 */
export function sameOrigin(publicUrl: string) {
  const configured = new URL(publicUrl).origin;
  // Not async on the way through (a read): an async function around `next()` costs every read
  // a promise of its own (issue 12).
  return function checkOrigin(ctx: Context, next: Next): Promise<void> {
    return SAFE_METHODS.has(ctx.method) ? next() : checkWrite(ctx, next, configured);
  };
}

/** A write: refused when a browser sent it from another site's page. */
async function checkWrite(ctx: Context, next: Next, configured: string): Promise<void> {
  const origin = ctx.get('Origin');
  const fetchSite = ctx.get('Sec-Fetch-Site');
  const ownOrigin = `${ctx.protocol}://${ctx.host}`;
  if (origin && origin !== configured && origin !== ownOrigin) {
    throw forbidden('Cross-origin request refused');
  }
  if (!origin && fetchSite === 'cross-site') throw forbidden('Cross-origin request refused');
  const referer = ctx.get('Referer');
  if (!origin && referer) {
    const from = originOf(referer);
    if (from !== configured && from !== ownOrigin) throw forbidden('Cross-origin request refused');
  }
  await next();
}

function originOf(url: string): string | undefined {
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
}
