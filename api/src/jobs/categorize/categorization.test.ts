import { beforeEach, describe, expect, it } from 'vitest';
import { emptyProfile } from '#shared/schemas/companyProfile';
import { createContext } from '../../context.ts';
import { Job } from '../../models/Job.ts';
import { useTestDatabase } from '../../test/database.ts';
import {
  insertCompanies,
  profileFor,
  scriptedProfiler,
  servicesWith,
  waitFor,
} from '../../test/jobs.ts';
import { testConfig } from '../../test/testServer.ts';
import { followJob, runCategorization } from './foreground.ts';
import { getCategorizationProgress, startCategorization } from './start.ts';

describe('categorisation runs', () => {
  const db = useTestDatabase();
  const config = testConfig();
  const ctx = () => createContext({ db: db(), config, actor: { type: 'system', name: 'cli' } });

  beforeEach(async () => {
    await db().knex('jobs').del();
    await db().knex('activity').del();
    await db().knex('companies').del();
  });

  it('reports zeros before any run, then the live run, then the last one', async () => {
    expect(await getCategorizationProgress(ctx())).toEqual({
      isRunning: false,
      current: 0,
      total: 0,
      currentCompany: null,
      updated: 0,
      failed: 0,
      uncategorized: 0,
      unchanged: { alreadyCategorized: 0, noMatch: 0, removed: 0 },
      failures: [],
      jobId: null,
      status: null,
      error: null,
    });
    await insertCompanies(db().knex, [{ domain: 'a.test' }, { domain: 'b.test' }]);
    const { job } = await startCategorization(ctx());
    expect(await getCategorizationProgress(ctx())).toMatchObject({
      isRunning: true,
      total: 2,
      jobId: job.id,
      status: 'queued',
    });
    await db()
      .knex('jobs')
      .update({
        status: 'completed',
        progress: JSON.stringify({ current: 2, total: 2, updated: 2 }),
      });
    expect(await getCategorizationProgress(ctx())).toMatchObject({
      isRunning: false,
      current: 2,
      total: 2,
      updated: 2,
      status: 'completed',
      error: null,
    });
  });

  it("says why a run failed as a whole: the job's error", async () => {
    await insertCompanies(db().knex, [{ domain: 'a.test' }]);
    await startCategorization(ctx());
    await db()
      .knex('jobs')
      .update({ status: 'failed', error: "ENOENT: no such file, open 'model.bin'" });
    expect(await getCategorizationProgress(ctx())).toMatchObject({
      status: 'failed',
      error: "ENOENT: no such file, open 'model.bin'",
    });
  });

  it('refuses a second run while one is live, answering with its progress', async () => {
    await insertCompanies(db().knex, [{ domain: 'a.test' }]);
    await startCategorization(ctx());
    await expect(startCategorization(ctx())).rejects.toMatchObject({
      status: 409,
      message: 'Categorization is already running',
      extra: { details: { progress: { isRunning: true, total: 1 } } },
    });
  });

  it('covers only uncategorised companies, up to a limit, when asked', async () => {
    await insertCompanies(db().knex, [
      { domain: 'done.test', category: 'Sports', subcategory: 'Ball Games' },
      { domain: 'a.test' },
      { domain: 'b.test' },
      { domain: 'c.test' },
    ]);
    const { progress } = await startCategorization(ctx(), { onlyUncategorized: true, limit: 2 });
    expect(progress.total).toBe(2);
  });

  it('needs a configured openai provider before it accepts one', async () => {
    await expect(startCategorization(ctx(), { provider: 'openai' })).rejects.toMatchObject({
      status: 400,
      message: 'The openai provider is not configured: set OPENAI_API_KEY',
    });
  });

  it('runs in the foreground, stops after the current company, and resumes from there', async () => {
    await insertCompanies(
      db().knex,
      ['a', 'b', 'c', 'd'].map((letter) => ({ domain: `${letter}.test` })),
    );
    const stop = new AbortController();
    const seen: number[] = [];
    const first = scriptedProfiler(({ domain }) => {
      if (domain === 'b.test') stop.abort();
      return { ok: true, profile: profileFor('Sports', 'Extreme Sports') };
    });
    const stopped = await runCategorization(
      ctx(),
      {},
      {
        services: servicesWith(first),
        signal: stop.signal,
        onProgress: (progress) => seen.push(progress.current),
      },
    );
    // The company in hand when Ctrl-C came (b) was finished and written.
    expect(first.calls).toEqual(['a.test', 'b.test']);
    expect(stopped.progress).toMatchObject({
      isRunning: false,
      status: 'cancelled',
      current: 2,
      total: 4,
    });
    expect(seen.at(-1)).toBe(2);

    const second = scriptedProfiler(() => ({
      ok: true,
      profile: profileFor('Sports', 'Extreme Sports'),
    }));
    const resumed = await runCategorization(ctx(), {}, { services: servicesWith(second) });
    expect(resumed.resumed).toBe(true);
    expect(second.calls).toEqual(['c.test', 'd.test']);
    expect(resumed.progress).toMatchObject({
      status: 'completed',
      current: 4,
      total: 4,
      updated: 4,
    });

    const fresh = await runCategorization(ctx(), {}, { services: servicesWith(second) });
    expect(fresh.resumed).toBe(false);
    expect(fresh.progress).toMatchObject({ current: 4, total: 4 });
  });

  it('counts the companies it left unchanged, by why, and says so in its summary', async () => {
    await insertCompanies(db().knex, [
      { domain: 'same.test', category: 'Sports', subcategory: 'Extreme Sports', industry: 'Kites' },
      { domain: 'weak.test' },
      { domain: 'new.test' },
      { domain: 'broken.test' },
    ]);
    const profiler = scriptedProfiler(({ domain }) => {
      if (domain === 'weak.test') return { ok: true, profile: emptyProfile() };
      if (domain === 'broken.test') return { ok: false, fatal: false, reason: 'timeout' };
      return { ok: true, profile: profileFor('Sports', 'Extreme Sports') };
    });
    const run = await runCategorization(ctx(), {}, { services: servicesWith(profiler) });
    expect(run.progress).toMatchObject({
      status: 'completed',
      current: 4,
      updated: 1,
      failed: 1,
      unchanged: { alreadyCategorized: 1, noMatch: 1, removed: 0 },
    });
    const finished = await db().knex('activity').where('type', 'categorization_finished').first();
    expect(finished.message).toBe(
      'Categorization finished: 1 of 4 companies updated, 2 unchanged (1 already categorized, 1 no better match), 1 failed',
    );
  });

  it('takes over a run left behind by a dead process, and refuses one a live process holds', async () => {
    await insertCompanies(db().knex, [{ domain: 'a.test' }, { domain: 'b.test' }]);
    const { job } = await startCategorization(ctx());
    await db().knex('jobs').where('id', job.id).update({
      status: 'running',
      lockedBy: 'elsewhere:1:x',
      heartbeatAt: db().knex.fn.now(),
    });
    await expect(
      runCategorization(
        ctx(),
        {},
        { services: servicesWith(scriptedProfiler(() => ({ ok: false, reason: 'x' }))) },
      ),
    ).rejects.toMatchObject({
      status: 409,
      extra: { details: { progress: { jobId: job.id, isRunning: true } } },
    });

    // Same host, a process id that no longer exists: dead for certain, no need to wait.
    const { hostname } = await import('node:os');
    await db()
      .knex('jobs')
      .where('id', job.id)
      .update({ lockedBy: `${hostname()}:999999:x` });
    const profiler = scriptedProfiler(() => ({
      ok: true,
      profile: profileFor('Sports', 'Ball Games'),
    }));
    const taken = await runCategorization(ctx(), {}, { services: servicesWith(profiler) });
    expect(taken.job.id).toBe(job.id);
    expect(taken.progress).toMatchObject({ status: 'completed', current: 2 });
  });

  it('follows a run another process is making until it ends', async () => {
    await insertCompanies(db().knex, [{ domain: 'a.test' }]);
    const { job } = await startCategorization(ctx());
    const updates: string[] = [];
    const following = followJob(ctx(), job.id, {
      intervalMs: 10,
      onProgress: (progress) => updates.push(`${progress.status}:${progress.current}`),
    });
    await waitFor(() => updates.length > 0);
    await db().knex('jobs').where('id', job.id).update({ status: 'running' });
    await waitFor(() => updates.includes('running:0'));
    await db()
      .knex('jobs')
      .where('id', job.id)
      .update({
        status: 'completed',
        progress: JSON.stringify({ current: 1, total: 1, updated: 1 }),
      });
    const ended = await following;
    expect(ended.status).toBe('completed');
    expect(updates.at(-1)).toBe('completed:1');
    expect(await Job.query(db().knex).resultSize()).toBe(1);
  });
});
