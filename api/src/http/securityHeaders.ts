import type { Context } from 'koa';
import helmet from 'koa-helmet';
import type { FinishingStep } from './finishAnswer.ts';

const HSTS = 'max-age=31536000; includeSubDomains';

declare module 'koa' {
  interface DefaultState {
    /**
     * The answer is meant to be framed by any site (the rating widget, which sets its own CSP
     * with `frame-ancestors *`): no X-Frame-Options, which has no "anywhere" value.
     */
    framable?: boolean;
  }
}

/**
 * The headers of a JSON answer: data, never a page, so the page headers (the page CSP, the
 * opener and agent-cluster isolation, the referrer policy, the DNS prefetch and legacy IE and
 * Flash switches) do nothing on it. What does: a CSP that allows nothing and no framing, should
 * the answer ever be opened as a page; no MIME sniffing (a JSON answer never runs as script or
 * style); no reads from other sites' pages (Spectre). The set OWASP's REST security cheat sheet
 * recommends, plus the resource policy. A third of the bytes of the page set (issue 12: the
 * page set was 626 of the 1,872 bytes of a company profile answer, each read by the client).
 */
const JSON_ANSWER: ReadonlyArray<[string, string]> = [
  ['Content-Security-Policy', "default-src 'none'; frame-ancestors 'none'"],
  ['Cross-Origin-Resource-Policy', 'same-origin'],
  ['X-Content-Type-Options', 'nosniff'],
  ['X-Frame-Options', 'DENY'],
];

/**
 * Security headers for every answer, chosen by what the answer is once the route has made it.
 * Pages, scripts (the service worker takes its CSP from its own script's answer), styles and
 * files get helmet's set, whose CSP allows no inline script (the PWA has none) and images from
 * anywhere over https (company logos live on their own sites). JSON answers, errors included,
 * get `JSON_ANSWER`. A header the route set itself is kept.
 */
export function securityHeaders(): FinishingStep {
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
  const pageHeaders = headersOf(headers);
  const set = (ctx: Context, headers: ReadonlyArray<[string, string]>) => {
    if (ctx.secure) ctx.set('Strict-Transport-Security', HSTS);
    for (const [name, value] of headers) {
      if (name === 'X-Frame-Options' && ctx.state.framable) continue;
      if (!ctx.res.hasHeader(name)) ctx.res.setHeader(name, value);
    }
  };
  return {
    answered: (ctx) => set(ctx, isJsonAnswer(ctx) ? JSON_ANSWER : pageHeaders),
    // An error becomes a JSON answer (errorHandler, further out).
    failed: (ctx) => set(ctx, JSON_ANSWER),
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

const JSON_TYPE = /^application\/(problem\+)?json\b/;

function isJsonAnswer(ctx: Context): boolean {
  // Koa 3's `response.get` is the raw header: undefined on an answer without a body.
  const type = ctx.res.getHeader('Content-Type');
  return typeof type === 'string' && JSON_TYPE.test(type);
}
