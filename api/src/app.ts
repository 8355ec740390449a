import path from 'node:path';
import { bodyParser } from '@koa/bodyparser';
import type Router from '@koa/router';
import Koa from 'koa';
import type { Logger } from 'pino';
import type { Config } from './config/config.ts';
import { assertProxySetup } from './config/proxySetup.ts';
import { DatabaseOutage } from './db/databaseOutage.ts';
import type { Database } from './db/openDatabase.ts';
import { loadActor } from './http/actor.ts';
import { compression } from './http/compression.ts';
import { cookieSigner } from './http/cookieSigner.ts';
import { errorHandler } from './http/errorHandler.ts';
import { finishAnswer } from './http/finishAnswer.ts';
import { httpCaching } from './http/httpCaching.ts';
import { readYourWrites } from './http/readRouting.ts';
import { defineRequestLog, requestLogger } from './http/requestLogger.ts';
import { sameOrigin } from './http/sameOrigin.ts';
import { securityHeaders } from './http/securityHeaders.ts';
import { sessionMiddleware } from './http/session.ts';
import { signedInHint } from './http/signedInHint.ts';
import { viewerHash } from './http/viewerHash.ts';
import './http/types.ts';
import { createAppMetrics } from './metrics/appMetrics.ts';
import { metricsEndpoint } from './metrics/metricsEndpoint.ts';
import { apiAllowedMethods, apiNotFound, createApiRouter } from './routes/index.ts';
import { routesBySegment } from './routes/routesBySegment.ts';
import { seoRouter } from './seo/seoRoutes.ts';
import { ViewCounter } from './services/views/viewCounter.ts';
import { pageHead } from './static/pageHead.ts';
import { servePwa } from './static/servePwa.ts';
import { serverRender } from './static/serverRender.ts';
import { widgetRouter } from './widget/widgetRoutes.ts';

const JSON_BODY_LIMIT = '100kb';

export interface AppDependencies {
  config: Config;
  db: Database;
  logger: Logger;
}

/**
 * The whole HTTP application, without listening: tests and the server share it. `api` is the
 * API router (tests may pass their own).
 */
export function createApp(
  { config, db, logger }: AppDependencies,
  api: Router = createApiRouter(),
): Koa {
  assertProxySetup(config);
  const app = new Koa({ proxy: config.trustProxy });
  app.keys = cookieSigner(config.sessionSecret);
  // ctx.ip: the X-Forwarded-For entry the outermost trusted proxy appended, never one the
  // client wrote itself (Koa keeps the last maxIpsCount entries and takes the first of those).
  app.maxIpsCount = config.trustProxyHops;
  app.context.db = db;
  app.context.config = config;
  defineRequestLog(app.context, logger);
  // Whoever runs the app stops it (flushing the views) before closing the database.
  app.context.views = new ViewCounter(db.knex, logger, (viewer, day) =>
    viewerHash(config.sessionSecret, viewer, day),
  );
  app.context.outage = new DatabaseOutage(db.knex, logger);
  // Koa's default handler prints every error to stderr; ours are logged by the middleware.
  app.silent = true;

  const metrics = createAppMetrics(db);
  app.use(metrics.middleware);
  app.use(requestLogger(logger));
  app.use(errorHandler);
  app.use(metricsEndpoint(config.metricsToken, metrics));
  // In this order once the route has answered: the headers by what the answer is, then its
  // caching (Cache-Control, the ETag, a 304), then its compression (kept by ETag).
  app.use(finishAnswer([securityHeaders(), httpCaching(), compression()]));
  const parseBody = bodyParser({
    enableTypes: ['json'],
    // DELETE too: deleting one's account carries the password in its body.
    parsedMethods: ['POST', 'PUT', 'PATCH', 'DELETE'],
    jsonLimit: JSON_BODY_LIMIT,
    encoding: 'utf-8',
  });
  // A read has no body: it goes on without a call of bodyParser's async function (issue 12).
  app.use((ctx, next) =>
    ctx.method === 'GET' || ctx.method === 'HEAD' ? next() : parseBody(ctx, next),
  );
  app.use(onlyApi(sameOrigin(config.publicUrl)));
  app.use(sessionMiddleware(app, { secure: config.publicUrl.startsWith('https:') }));
  app.use(onlyApi(signedInHint));
  app.use(onlyApi(loadActor));
  // With read replicas: after a write, this browser reads from the primary until they have it.
  if (db.replicas) app.use(readYourWrites(db.replicas, config.databaseReadMaxLagMs));
  app.use(routesBySegment(api));
  app.use(apiAllowedMethods(api));
  app.use(apiNotFound);
  app.use(seoRouter.routes());
  app.use(widgetRouter.routes());
  const renderOnServer = serverRender(
    path.join(path.dirname(config.pwaDistDir), 'dist-server', 'entry-server.js'),
    // React's development build (any NODE_ENV but production: development, the tests) renders
    // several times slower than its production build.
    config.env === 'production' ? 3_000 : 30_000,
  );
  app.use(
    servePwa({
      distDir: config.pwaDistDir,
      transformHtml: async (ctx, html) => renderOnServer(ctx, await pageHead(ctx, html)),
    }),
  );
  return app;
}

/** Runs `middleware` for `/api` requests only (the static web app needs no session). */
function onlyApi(middleware: Koa.Middleware): Koa.Middleware {
  return (ctx, next) =>
    ctx.path === '/api' || ctx.path.startsWith('/api/') ? middleware(ctx, next) : next();
}
