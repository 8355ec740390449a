import type { Context, Next } from 'koa';
import helmet from 'koa-helmet';

const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * Security headers for every answer. The CSP allows no inline script (the PWA has none) and
 * images from anywhere over https (company logos live on their own sites).
 */
export function securityHeaders() {
  const headers = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        manifestSrc: ["'self'"],
        workerSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // Set below, over https only: sent over plain http it would pin https on a host (a
    // localhost, an intranet name) that has none.
    strictTransportSecurity: false,
  });
  return async function setSecurityHeaders(ctx: Context, next: Next): Promise<void> {
    if (ctx.secure) ctx.set('Strict-Transport-Security', HSTS);
    return headers(ctx, next);
  };
}
