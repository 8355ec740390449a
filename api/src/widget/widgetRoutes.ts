import Router from '@koa/router';
import { WidgetRequestSchema } from '#shared/schemas/widget';
import { readOnReplica } from '../http/readRouting.ts';
import { inputOf, validate } from '../http/validate.ts';
import { ratingWidgetFigures } from './ratingWidget.ts';
import { widgetBadge } from './widgetBadge.ts';
import { widgetPage } from './widgetPage.ts';

/**
 * Shared caches may keep a widget five minutes and serve it an hour while revalidating (the
 * ETag, http/httpCaching.ts, makes that a 304): a rating moves slowly, and a widget on a busy
 * site must not cost a query per visitor.
 */
const WIDGET_CACHE = 'public, max-age=300, stale-while-revalidate=3600';

/**
 * The only answers any site may frame (`frame-ancestors *`): everywhere else the security
 * headers forbid framing (http/securityHeaders.ts keeps a header the route set, and sends no
 * X-Frame-Options when `ctx.state.framable`). No script, inline style only; images (the badge)
 * may be loaded by other sites (`Cross-Origin-Resource-Policy: cross-origin`).
 */
const WIDGET_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; img-src data:; base-uri 'none'; form-action 'none'; frame-ancestors *";

/**
 * The rating widget (issue 37 item 3): `GET /widget/{domain}` for an `<iframe>`, and
 * `GET /widget/{domain}.svg`, a badge for an `<img>`. Outside `/api`: it is a page and an
 * image, not JSON; errors are still JSON `{ message }` (404 for an unknown domain, which is
 * never created).
 */
export const widgetRouter = new Router();

widgetRouter.get('/widget/:file', validate(WidgetRequestSchema), async (ctx) => {
  const { params } = inputOf(ctx, WidgetRequestSchema);
  const figures = await readOnReplica(ctx, (reads) =>
    ratingWidgetFigures(reads, params.file.domain),
  );
  ctx.state.framable = true;
  ctx.set('Content-Security-Policy', WIDGET_CSP);
  ctx.set('Cross-Origin-Resource-Policy', 'cross-origin');
  ctx.set('Cache-Control', WIDGET_CACHE);
  if (params.file.format === 'svg') {
    ctx.type = 'image/svg+xml; charset=utf-8';
    ctx.body = widgetBadge(figures);
  } else {
    ctx.type = 'text/html; charset=utf-8';
    ctx.body = widgetPage(figures);
  }
});
