import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createContext } from '../context.ts';
import { Job } from '../models/Job.ts';
import { countRows } from '../test/count.ts';
import { useTestDatabase } from '../test/database.ts';
import {
  gate,
  insertCompanies,
  profileFor,
  scriptedProfiler,
  servicesWith,
  testRunner,
  waitFor,
} from '../test/jobs.ts';
import { testConfig } from '../test/testServer.ts';
import { cancelJob } from './cancel.ts';
import { startCategorization } from './categorize/start.ts';
import { enqueueJob } from './enqueue.ts';
import type { JobDefinition } from './executeJob.ts';
import { claimNextJob } from './lease.ts';
import type { JobRunner } from './runner.ts';

describe('the job runner', () => {
  const db = useTestDatabase();
  const config = testConfig();
  const ctx = () => createContext({ db: db(), config, actor: { type: 'system', name: 'test' } });
  const runners: JobRunner[] = [];
  const start = (options: Parameters<typeof testRunner>[2]) => {
    const runner = testRunner(db(), config, options);
    runners.push(runner);
    return runner;
  };

  beforeEach(async () => {
    await db().knex('jobs').del();
    await db().knex('activity').del();
    await db().knex('companies').del();
  });
  afterEach(async () => {
    await Promise.all(runners.splice(0).map((runner) => runner.stop()));
  });

  const finished = (id: number) =>
    waitFor(
      async () => {
        const job = await Job.query(db().knex).findById(id);
        return job && !['queued', 'running'].includes(job.status) ? job : undefined;
      },
      { what: `job ${id} to finish` },
    );

  it('runs a categorisation to the end with the spec’s progress fields', async () => {
    const companies = await insertCompanies(db().knex, [
      { domain: 'dentist.test' },
      { domain: 'bakery.test' },
      { domain: 'unknown.test' },
    ]);
    const profiler = scriptedProfiler(({ domain }) => {
      if (domain === 'dentist.test')
        return { ok: true, profile: profileFor('Health & Medical', 'Dental Services') };
      if (domain === 'bakery.test')
        return { ok: true, profile: profileFor('Food, Beverages & Tobacco', 'Bakery & Pastry') };
      return { ok: false, reason: 'model said no' };
    });
    const { job, progress } = await startCategorization(ctx());
    expect(progress).toMatchObject({
      isRunning: true,
      current: 0,
      total: 3,
      updated: 0,
      failed: 0,
    });

    start({ services: servicesWith(profiler) });
    const ended = await finished(job.id);
    expect(ended.status).toBe('completed');
    expect(ended.progress).toMatchObject({
      current: 3,
      total: 3,
      updated: 2,
      failed: 1,
      cursor: companies[2]!.id,
    });
    expect(ended.progress.failures).toEqual([
      {
        companyId: companies[2]!.id,
        domain: 'unknown.test',
        reason: 'model said no (homepage: no network in this test)',
      },
    ]);
    expect(ended.result).toMatchObject({ updated: 2, totalCompanies: 3, failed: 1 });
    expect(profiler.calls).toEqual(['dentist.test', 'bakery.test', 'unknown.test']);

    const rows = await db().knex('companies').orderBy('id').select('category', 'subcategory');
    expect(rows).toEqual([
      { category: 'Health & Medical', subcategory: 'Dental Services' },
      { category: 'Food, Beverages & Tobacco', subcategory: 'Bakery & Pastry' },
      { category: null, subcategory: null },
    ]);
    const events = await db().knex('activity').orderBy('id').pluck('type');
    expect(events).toEqual([
      'categorization_started',
      'company_categorized',
      'company_categorized',
      'categorization_finished',
    ]);
  });

  it('resumes a run whose worker crashed, after the last company it finished', async () => {
    const companies = await insertCompanies(
      db().knex,
      ['a', 'b', 'c', 'd'].map((letter) => ({ domain: `${letter}.test` })),
    );
    const { job } = await startCategorization(ctx());
    // What a worker that died after two companies leaves behind: running, silent, a cursor.
    await db()
      .knex('jobs')
      .where('id', job.id)
      .update({
        status: 'running',
        lockedBy: 'gone-host:4242:abc',
        attempts: 1,
        heartbeatAt: db().knex.raw("now() - interval '10 minutes'"),
        progress: JSON.stringify({
          current: 2,
          total: 4,
          updated: 2,
          failed: 0,
          cursor: companies[1]!.id,
        }),
      });

    const profiler = scriptedProfiler(() => ({
      ok: true,
      profile: profileFor('Sports', 'Golf & Ultimate'),
    }));
    start({ services: servicesWith(profiler) });
    const ended = await finished(job.id);

    expect(profiler.calls).toEqual(['c.test', 'd.test']);
    expect(ended).toMatchObject({ status: 'completed', attempts: 2 });
    expect(ended.progress).toMatchObject({ current: 4, total: 4, updated: 4 });
  });

  it('hands a job back on shutdown, and the next runner continues it', async () => {
    await insertCompanies(
      db().knex,
      ['a', 'b', 'c'].map((letter) => ({ domain: `${letter}.test` })),
    );
    const held = gate();
    const first = scriptedProfiler(async ({ domain, signal }) => {
      if (domain === 'b.test') {
        await Promise.race([
          held.promise,
          new Promise((resolve) => signal?.addEventListener('abort', resolve)),
        ]);
      }
      return { ok: true, profile: profileFor('Sports', 'Ball Games') };
    });
    const { job } = await startCategorization(ctx());
    const runner = start({ services: servicesWith(first) });
    await waitFor(() => first.calls.includes('b.test'), { what: 'the second company' });
    await runner.stop();

    const released = await Job.query(db().knex).findById(job.id);
    expect(released).toMatchObject({ status: 'queued', lockedBy: null, attempts: 0 });
    expect(released?.progress).toMatchObject({ current: 1, updated: 1 });

    const second = scriptedProfiler(() => ({
      ok: true,
      profile: profileFor('Sports', 'Ball Games'),
    }));
    start({ services: servicesWith(second) });
    const ended = await finished(job.id);
    expect(second.calls).toEqual(['b.test', 'c.test']);
    expect(ended.progress).toMatchObject({ current: 3, total: 3, updated: 3 });
  });

  it('cancels a running job promptly, keeping its progress', async () => {
    await insertCompanies(
      db().knex,
      ['a', 'b', 'c'].map((letter) => ({ domain: `${letter}.test` })),
    );
    let abortedMidway = false;
    const profiler = scriptedProfiler(async ({ domain, signal }) => {
      if (domain === 'b.test') {
        await new Promise((resolve) => signal?.addEventListener('abort', resolve));
        abortedMidway = true;
      }
      return { ok: true, profile: profileFor('Sports', 'Ball Games') };
    });
    const { job } = await startCategorization(ctx());
    start({ services: servicesWith(profiler) });
    await waitFor(() => profiler.calls.includes('b.test'), { what: 'the second company' });

    const requested = await cancelJob(ctx(), job.id);
    expect(requested).toMatchObject({ status: 'running', cancelRequested: true });
    const ended = await finished(job.id);
    expect(ended.status).toBe('cancelled');
    expect(abortedMidway).toBe(true);
    expect(ended.progress).toMatchObject({ current: 1, total: 3, updated: 1 });
    expect(profiler.calls).toEqual(['a.test', 'b.test']);
    const last = await db().knex('activity').orderBy('id', 'desc').first();
    expect(last).toMatchObject({
      type: 'categorization_finished',
      metadata: { status: 'cancelled' },
    });
  });

  it('cancels a queued job at once, and treats a finished one as done', async () => {
    const { job } = await startCategorization(ctx());
    expect(await cancelJob(ctx(), job.id)).toMatchObject({ status: 'cancelled' });
    expect(await cancelJob(ctx(), job.id)).toMatchObject({ status: 'cancelled' });
    await expect(cancelJob(ctx(), 999_999)).rejects.toMatchObject({
      status: 404,
      message: 'Job not found',
    });
  });

  it('never gives one job to two runners', async () => {
    const processed: Array<{ jobId: number; workerId: string }> = [];
    const recording: JobDefinition = {
      async run({ job, workerId }) {
        processed.push({ jobId: job.id, workerId });
        await new Promise((resolve) => setTimeout(resolve, 5));
        return { status: 'completed', result: {} };
      },
    };
    const ids: number[] = [];
    for (let index = 0; index < 12; index++) {
      const { job } = await enqueueJob(db().knex, {
        type: 'enrich',
        uniqueKey: `enrich:${index}`,
        payload: {},
      });
      ids.push(job.id);
    }
    const definitions = { enrich: recording };
    start({ workerId: 'runner-a', definitions });
    start({ workerId: 'runner-b', definitions });
    await waitFor(
      async () => (await countRows(db().knex, 'jobs', { status: 'completed' })) === 12,
      {
        what: 'all jobs',
      },
    );
    expect(processed.map((entry) => entry.jobId).sort((a, b) => a - b)).toEqual(ids);
  });

  it('lets exactly one of two simultaneous claims take a job', async () => {
    for (let round = 0; round < 10; round++) {
      await db().knex('jobs').del();
      await enqueueJob(db().knex, { type: 'enrich', uniqueKey: null, payload: {} });
      const claims = await Promise.all(
        ['a', 'b'].map((workerId) =>
          claimNextJob(db().knex, { workerId, types: ['enrich'], staleAfterMs: 60_000 }),
        ),
      );
      expect(claims.filter(Boolean)).toHaveLength(1);
    }
  });

  it('fails a job whose worker died once too often, so it no longer blocks new runs', async () => {
    const { job } = await startCategorization(ctx());
    await db()
      .knex('jobs')
      .where('id', job.id)
      .update({
        status: 'running',
        lockedBy: 'gone-host:1:x',
        attempts: 5,
        maxAttempts: 5,
        heartbeatAt: db().knex.raw("now() - interval '10 minutes'"),
      });
    start({ services: servicesWith(scriptedProfiler(() => ({ ok: false, reason: 'unused' }))) });
    const ended = await finished(job.id);
    expect(ended).toMatchObject({
      status: 'failed',
      error: expect.stringContaining('stopped responding'),
    });
    await expect(startCategorization(ctx())).resolves.toMatchObject({
      progress: { isRunning: true },
    });
  });

  it('retries a failed enrichment later, then gives up with the reason', async () => {
    const [company] = await insertCompanies(db().knex, [{ domain: 'flaky.test' }]);
    const profiler = scriptedProfiler(() => ({ ok: false, reason: 'upstream 503' }));
    const { job } = await enqueueJob(db().knex, {
      type: 'enrich',
      uniqueKey: `enrich:${company!.id}`,
      payload: { companyId: company!.id },
      maxAttempts: 2,
    });
    start({ services: servicesWith(profiler) });
    const retried = await waitFor(async () => {
      const current = await Job.query(db().knex).findById(job.id);
      return current?.status === 'queued' && current.attempts === 1 ? current : undefined;
    });
    expect(retried.error).toBe('upstream 503 (homepage: no network in this test)');
    expect(retried.runAt.getTime()).toBeGreaterThan(Date.now());

    await db().knex('jobs').where('id', job.id).update({ runAt: db().knex.fn.now() });
    const ended = await finished(job.id);
    expect(ended).toMatchObject({ status: 'failed', attempts: 2 });
  });
});
