import { afterEach, describe, expect, it } from 'vitest';
import { Job } from '../models/Job.ts';
import { recordQueries } from '../test/countQueries.ts';
import { useTestDatabase } from '../test/database.ts';
import { testRunner, waitFor } from '../test/jobs.ts';
import { testConfig } from '../test/testServer.ts';
import { enqueueJob } from './enqueue.ts';
import type { JobDefinition } from './executeJob.ts';
import type { JobRunner } from './runner.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// LISTEN needs a session of its own: behind a transaction-mode pooler (scripts/ci/withPgbouncer.sh)
// notifications do not arrive, and the runner finds new jobs with its back-off poll instead
// (docs/ARCHITECTURE.md). Those tests stand aside there.
const behindPooler = !!process.env.TEST_DATABASE_POOLER;

describe('an idle job runner (issue 12)', () => {
  const db = useTestDatabase();
  const config = testConfig();
  const runners: JobRunner[] = [];
  afterEach(async () => {
    await Promise.all(runners.splice(0).map((runner) => runner.stop()));
  });

  it('backs off instead of polling twice a second', async () => {
    const started: number[] = [];
    const recording: JobDefinition = {
      async run({ job }) {
        started.push(job.id);
        return { status: 'completed', result: {} };
      },
    };
    // Production back-off (up to 30 s), from a short first wait so the test sees it grow.
    runners.push(
      testRunner(db(), config, {
        pollMs: 50,
        maxIdleMs: 30_000,
        definitions: { enrich: recording },
      }),
    );
    await sleep(1_500);
    // Two lanes polling every 50 ms would run ~120 claims in 3 s; backed off, a handful.
    const idle = await recordQueries(db().knex, () => sleep(3_000));
    expect(idle.length).toBeLessThan(20);
  });

  it.skipIf(behindPooler)(
    'starts a new job within a second though its next poll is 10 s away',
    async () => {
      const started: number[] = [];
      const recording: JobDefinition = {
        async run({ job }) {
          started.push(job.id);
          return { status: 'completed', result: {} };
        },
      };
      runners.push(
        testRunner(db(), config, {
          pollMs: 10_000,
          maxIdleMs: 30_000,
          definitions: { enrich: recording },
        }),
      );
      // Both lanes have looked once and gone idle for 10 s: only the notification wakes them.
      await sleep(500);
      const enqueuedAt = Date.now();
      const { job } = await enqueueJob(db().knex, {
        type: 'enrich',
        uniqueKey: `wakeup-${enqueuedAt}`,
        payload: {},
      });
      await waitFor(() => started.includes(job.id), { what: 'the job to start', timeoutMs: 5_000 });
      expect(Date.now() - enqueuedAt).toBeLessThan(1_000);
      await waitFor(
        async () => (await Job.query(db().knex).findById(job.id))?.status === 'completed',
        { what: 'the job to finish' },
      );
    },
  );

  it.skipIf(behindPooler)('notifies only when the enqueueing transaction commits', async () => {
    const started: number[] = [];
    const recording: JobDefinition = {
      async run({ job }) {
        started.push(job.id);
        return { status: 'completed', result: {} };
      },
    };
    runners.push(
      testRunner(db(), config, {
        pollMs: 50,
        maxIdleMs: 30_000,
        definitions: { enrich: recording },
      }),
    );
    await sleep(1_500);
    const statements = await recordQueries(db().knex, () =>
      db()
        .knex.transaction(async (trx) => {
          await enqueueJob(trx, {
            type: 'enrich',
            uniqueKey: `rolled-back-${Date.now()}`,
            payload: {},
          });
          throw new Error('rolled back');
        })
        .catch(() => undefined),
    );
    expect(statements.some((sql) => sql.includes('pg_notify'))).toBe(true);
    await sleep(500);
    expect(started).toEqual([]);
  });
});
