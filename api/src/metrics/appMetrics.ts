import type Koa from 'koa';
import { Gauge, Histogram, Registry } from 'prom-client';
import type { Database } from '../db/openDatabase.ts';
import { databaseMetrics } from './databaseMetrics.ts';
import { processRegistry } from './processMetrics.ts';

export interface AppMetrics {
  /** Counts and times every request (registered first, so it sees the final status). */
  middleware: Koa.Middleware;
  /** The Prometheus text of this app and of its process. */
  scrape(): Promise<{ contentType: string; text: string }>;
}

interface RouteLayer {
  path: string | RegExp;
  methods: string[];
}

/**
 * The route a request matched, as its pattern (`/api/companies/:domain`), so the label set stays
 * as small as the route table: @koa/router lists the matched layers in `ctx.matched`; the last
 * one with methods is the route itself (the others are `use` middleware).
 */
function routeOf(ctx: Koa.Context): string {
  const matched = (ctx as { matched?: RouteLayer[] }).matched ?? [];
  for (let i = matched.length - 1; i >= 0; i--) {
    const layer = matched[i];
    if (layer && layer.methods.length > 0) return String(layer.path);
  }
  return ctx.path.startsWith('/api/') ? 'unmatched' : 'static';
}

/**
 * The server's metrics: requests by route and status with their latency, the database pools and
 * replicas (`databaseMetrics`), and the job queue read from the jobs table (shared by every instance, so any
 * instance reports the whole queue).
 */
export function createAppMetrics(db: Database): AppMetrics {
  const registry = new Registry();
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from the request to the answer, by route and status',
    labelNames: ['method', 'route', 'status'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  });

  databaseMetrics(db, registry);
  new Gauge({
    name: 'jobs',
    help: 'Background jobs by status (queued and running: the queue depth; failed: failures)',
    labelNames: ['status'],
    registers: [registry],
    async collect() {
      const rows = (await db.knex('jobs').select('status').count({ n: '*' }).groupBy('status')) as {
        status: string;
        n: number | string;
      }[];
      this.reset();
      for (const status of ['queued', 'running', 'completed', 'failed', 'cancelled']) {
        this.set({ status }, Number(rows.find((row) => row.status === status)?.n ?? 0));
      }
    },
  });

  return {
    async middleware(ctx, next) {
      const stop = duration.startTimer();
      try {
        await next();
      } finally {
        stop({ method: ctx.method, route: routeOf(ctx), status: String(ctx.status) });
      }
    },
    async scrape() {
      const merged = Registry.merge([registry, processRegistry]);
      return { contentType: merged.contentType, text: await merged.metrics() };
    },
  };
}
