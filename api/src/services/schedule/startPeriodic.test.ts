import { describe, expect, it } from 'vitest';
import { startPeriodic } from './startPeriodic.ts';

describe('startPeriodic', () => {
  it('runs first, then on its interval, never two runs at once; stop waits for the run', async () => {
    let runs = 0;
    let inFlight = 0;
    let maxInFlight = 0;
    let release: () => void = () => undefined;
    const periodic = startPeriodic(
      async () => {
        runs += 1;
        inFlight += 1;
        maxInFlight = Math.max(maxInFlight, inFlight);
        // The first run hangs until released, while the interval keeps firing.
        if (runs === 1) await new Promise<void>((resolve) => (release = resolve));
        inFlight -= 1;
      },
      { firstRunMs: 0, intervalMs: 5 },
    );
    await expect.poll(() => runs).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(runs).toBe(1);
    release();
    await expect.poll(() => runs).toBeGreaterThan(1);
    await periodic.stop();
    const stoppedAt = runs;
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(runs).toBe(stoppedAt);
    expect(maxInFlight).toBe(1);
  });
});
