import { openPglite } from '../src/db/openDatabase.ts';
import { prepareDatabase } from '../src/db/prepareDatabase.ts';
import { createAppMetrics } from '../src/metrics/appMetrics.ts';
import { simulateTraffic } from '../src/metrics/simulatedTraffic.ts';

/**
 * `npm run bench -- metrics`: how long `GET /metrics` takes to render after 100,000 requests
 * over 450 route/status series (goal: under 50 ms). The median and worst of 20 scrapes, one
 * JSON line.
 */
export async function metricsScrapeBench(requests = 100_000): Promise<void> {
  const db = await openPglite(undefined, 'bench');
  try {
    // The scrape also reads the job queue's depth, as a server's does.
    await prepareDatabase(db.knex);
    const metrics = createAppMetrics(db);
    await simulateTraffic(metrics, requests);
    await metrics.scrape();
    const times: number[] = [];
    for (let i = 0; i < 20; i++) {
      const started = performance.now();
      await metrics.scrape();
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    console.log(
      JSON.stringify({
        bench: 'metrics-scrape',
        requests,
        medianMs: Number(times[10]?.toFixed(1)),
        maxMs: Number(times[19]?.toFixed(1)),
      }),
    );
  } finally {
    await db.close();
  }
}
