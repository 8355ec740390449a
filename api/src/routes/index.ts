import Router from '@koa/router';
import type { Context, Middleware, Next } from 'koa';
import { accountRouter } from './account/account.ts';
import { accountSettingsRouter } from './accountSettings/accountSettings.ts';
import { createAdminRouter } from './admin/index.ts';
import { authRouter } from './auth/auth.ts';
import { awardsRouter } from './awards/awards.ts';
import { dashboardRouter } from './business/dashboard.ts';
import { invitationsRouter } from './business/invitations.ts';
import { categoriesRouter } from './categories/categories.ts';
import { claimsRouter } from './claims/claims.ts';
import { companiesRouter } from './companies/companies.ts';
import { contactRouter } from './contact/contact.ts';
import { discoverRouter } from './discover/discover.ts';
import { createDocsRouter } from './docs/docs.ts';
import { faqsRouter } from './faqs/faqs.ts';
import { healthRouter } from './health/health.ts';
import { ownReviewsRouter } from './ownReviews/ownReviews.ts';
import { passwordResetRouter } from './passwordReset/passwordReset.ts';
import { pushRouter } from './push/push.ts';
import { questionsRouter } from './questions/questions.ts';
import { repliesRouter } from './replies/replies.ts';
import { reportsRouter } from './reports/reports.ts';
import { reviewFlagsRouter } from './reviewFlags/reviewFlags.ts';
import { reviewResponsesRouter } from './reviewResponses/reviewResponses.ts';
import { reviewsRouter } from './reviews/reviews.ts';
import { siteRouter } from './site/site.ts';
import { subscriptionsRouter } from './subscriptions/subscriptions.ts';
import { unsubscribeRouter } from './unsubscribe/unsubscribe.ts';
import { usersRouter } from './users/users.ts';

/** Every API route, mounted once under `/api`. */
export function createApiRouter(): Router {
  const api = new Router({ prefix: '/api' });
  for (const router of [
    healthRouter,
    siteRouter,
    authRouter,
    passwordResetRouter,
    accountRouter,
    accountSettingsRouter,
    companiesRouter,
    categoriesRouter,
    reviewsRouter,
    ownReviewsRouter,
    reviewResponsesRouter,
    reviewFlagsRouter,
    repliesRouter,
    reportsRouter,
    claimsRouter,
    subscriptionsRouter,
    usersRouter,
    unsubscribeRouter,
    contactRouter,
    awardsRouter,
    discoverRouter,
    questionsRouter,
    faqsRouter,
    invitationsRouter,
    dashboardRouter,
    pushRouter,
    createAdminRouter(),
  ]) {
    api.use(router.routes());
  }
  // The API's description reads the routes above (and its own) from `api` itself.
  const docs = createDocsRouter(api);
  api.use(docs.routes());
  return api;
}

/**
 * The API's one `allowedMethods` (the nested routers' layers are all in `api`, so one is enough:
 * twenty-odd of them used to wrap every request). A known path asked with another method answers
 * 405 with the JSON body of every error and the `Allow` header RFC 9110 requires, which the
 * router leaves out when it throws.
 */
export function apiAllowedMethods(api: Router): Middleware {
  // Typed for a router context (`params`, `router`), which allowedMethods does not read.
  const allowedMethods = api.allowedMethods({ throw: true }) as unknown as Middleware;
  return async (ctx, next) => {
    try {
      await allowedMethods(ctx, next);
    } catch (error) {
      if ((error as { status?: unknown }).status === 405) {
        const matched = (ctx as { matched?: Array<{ methods: string[] }> }).matched ?? [];
        const methods = new Set(matched.flatMap((layer) => layer.methods));
        ctx.set('Allow', [...methods].join(', '));
      }
      throw error;
    }
  };
}

/**
 * Any `/api` path no route answered: a JSON 404, never the web app's HTML. It answers rather
 * than throws, so the router's `allowedMethods` (upstream) can still turn a known path with the
 * wrong method into a 405.
 */
export async function apiNotFound(ctx: Context, next: Next) {
  if (ctx.path !== '/api' && !ctx.path.startsWith('/api/')) return next();
  ctx.status = 404;
  ctx.body = { message: 'Not found' };
}
