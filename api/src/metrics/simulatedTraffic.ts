import type Koa from 'koa';
import type { AppMetrics } from './appMetrics.ts';

export const SIMULATED_STATUSES = [200, 201, 304, 400, 404];
export const SIMULATED_ROUTES = 90;

/**
 * Passes `requests` requests through the metrics middleware, spread over
 * `SIMULATED_ROUTES` route patterns and `SIMULATED_STATUSES`: the series a busy instance
 * holds, for the cardinality test and the scrape benchmark.
 */
export async function simulateTraffic(metrics: AppMetrics, requests: number): Promise<void> {
  for (let i = 0; i < requests; i++) {
    // What @koa/router leaves on a context: the matched layers, the route last.
    const ctx = {
      method: 'GET',
      path: `/api/things/${i}`,
      status: SIMULATED_STATUSES[Math.floor(i / 90) % SIMULATED_STATUSES.length],
      matched: [
        { path: '/api', methods: [] },
        { path: `/api/route${i % SIMULATED_ROUTES}/:id`, methods: ['HEAD', 'GET'] },
      ],
    } as unknown as Koa.Context;
    await metrics.middleware(ctx, async () => {});
  }
}
