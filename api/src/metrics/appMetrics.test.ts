import { describe, expect, it } from 'vitest';
import { useTestDatabase } from '../test/database.ts';
import { createAppMetrics } from './appMetrics.ts';
import { SIMULATED_ROUTES, SIMULATED_STATUSES, simulateTraffic } from './simulatedTraffic.ts';

describe('createAppMetrics', () => {
  const db = useTestDatabase();

  // The scrape's speed after 100k requests is a benchmark (`npm run bench -- metrics`), not a
  // timed test: what is tested here is that the series stay one per route pattern and status.
  it('keeps one series per route pattern and status after 100k requests', async () => {
    const metrics = createAppMetrics(db());
    await simulateTraffic(metrics, 100_000);
    const { text } = await metrics.scrape();
    const counts = text
      .split('\n')
      .filter((l) => l.startsWith('http_request_duration_seconds_count'));
    expect(counts).toHaveLength(SIMULATED_ROUTES * SIMULATED_STATUSES.length);
    expect(text).toContain(
      'http_request_duration_seconds_count{method="GET",route="/api/route7/:id",status="404"}',
    );
  });
});
