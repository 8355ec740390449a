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
  const fixed = headersOf(headers);
  return function setSecurityHeaders(ctx: Context, next: Next): Promise<void> {
    if (ctx.secure) ctx.set('Strict-Transport-Security', HSTS);
    for (const [name, value] of fixed) ctx.res.setHeader(name, value);
    return next();
  };
}

/**
 * The headers helmet sets, taken once: with no per-request directive (no nonce) they are the
 * same for every answer, and helmet would otherwise rebuild the policy text and run a dozen
 * middlewares for each request (issue 12: the stack around a 1 ms query). helmet sets them
 * synchronously as it is called.
 */
function headersOf(middleware: ReturnType<typeof helmet>): Array<[string, string]> {
  const headers = new Map<string, string>();
  const res = {
    setHeader: (name: string, value: unknown) => headers.set(name, String(value)),
    removeHeader: (name: string) => headers.delete(name),
    getHeader: (name: string) => headers.get(name),
  };
  void middleware({ req: { headers: {} }, res } as unknown as Context, async () => {});
  if (headers.size === 0) throw new Error('helmet set no header synchronously');
  return [...headers];
}
