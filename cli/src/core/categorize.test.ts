import { hostname } from 'node:os';
import { describe, expect, it } from 'vitest';
import { startCategorization } from '#api/src/jobs/index';
import { claimJobById, finishJob } from '#api/src/jobs/lease';
import { cliContext } from '#api/src/test/actorContexts';
import { useTestDatabase } from '#api/src/test/database';
import {
  insertCompanies,
  profileFor,
  scriptedProfiler,
  servicesWith,
  waitFor,
} from '#api/src/test/jobs';
import { type CategorizeUpdate, categorize } from './categorize.ts';

describe('categorize (the command core)', () => {
  const db = useTestDatabase();
  const ok = () => ({ ok: true as const, profile: profileFor('Sports', 'Extreme Sports') });

  it('stops after the current company when interrupted, and the next run resumes', async () => {
    await insertCompanies(db().knex, [
      { domain: 'a.test' },
      { domain: 'b.test' },
      { domain: 'c.test' },
      { domain: 'd.test' },
    ]);
    const stop = new AbortController();
    const updates: CategorizeUpdate[] = [];
    const first = await categorize(
      cliContext(db()),
      {},
      {
        signal: stop.signal,
        services: servicesWith(
          scriptedProfiler(({ domain }) => {
            if (domain === 'b.test') stop.abort();
            return ok();
          }),
        ),
        onUpdate: (update) => updates.push(update),
      },
    );
    expect(first).toMatchObject({
      mode: 'run',
      interrupted: true,
      progress: { current: 2, total: 4, status: 'cancelled', isRunning: false },
    });
    expect(updates.some((u) => u.progress.currentCompany === 'b')).toBe(true);
    expect(updates.at(-1)?.etaSeconds).not.toBeUndefined();

    const profiler = scriptedProfiler(ok);
    const second = await categorize(cliContext(db()), {}, { services: servicesWith(profiler) });
    expect(second).toMatchObject({
      mode: 'run',
      resumed: true,
      interrupted: false,
      progress: { current: 4, total: 4, updated: 4, status: 'completed' },
    });
    expect(profiler.calls).toEqual(['c.test', 'd.test']);
  });

  it('honours --limit when it resumes an interrupted run: that many more, from where it stopped', async () => {
    await insertCompanies(
      db().knex,
      ['p', 'q', 'r', 's', 't', 'u'].map((name) => ({ domain: `${name}.test` })),
    );
    // Only the new companies: the file's database keeps the earlier tests' (categorised) ones.
    const selection = { onlyUncategorized: true };
    const stop = new AbortController();
    await categorize(cliContext(db()), selection, {
      signal: stop.signal,
      services: servicesWith(
        scriptedProfiler(({ domain }) => {
          if (domain === 'q.test') stop.abort();
          return ok();
        }),
      ),
    });
    const profiler = scriptedProfiler(ok);
    const updates: CategorizeUpdate[] = [];
    const limited = await categorize(
      cliContext(db()),
      { ...selection, limit: 3 },
      { services: servicesWith(profiler), onUpdate: (update) => updates.push(update) },
    );
    expect(limited).toMatchObject({
      resumed: true,
      progress: { current: 5, total: 5, status: 'completed' },
    });
    expect(updates[0]?.progress).toMatchObject({ current: 2, total: 5 });
    expect(profiler.calls).toEqual(['r.test', 's.test', 't.test']);
    const activity = await db().knex('activity').where({ type: 'categorization_started' });
    expect(activity.map((row) => row.message)).toContain(
      'Categorization resumed at 2 of 6 companies, for 3 more',
    );
  });

  it('follows the job another live process runs instead of starting a second', async () => {
    const ctx = cliContext(db());
    const { job } = await startCategorization(ctx, {});
    const server = `${hostname()}:${process.pid}:server`;
    await claimJobById(ctx.knex, job.id, { workerId: server, staleAfterMs: 60_000 });

    const modes: string[] = [];
    const following = categorize(
      ctx,
      {},
      { followMs: 20, onUpdate: (update) => modes.push(update.mode) },
    );
    await waitFor(() => modes.length > 0, { what: 'the first follow update' });
    await finishJob(ctx.knex, job.id, server, { status: 'completed' });
    const outcome = await following;
    expect(outcome).toMatchObject({ mode: 'follow', interrupted: false });
    expect(outcome.progress.status).toBe('completed');
    expect(new Set(modes)).toEqual(new Set(['follow']));
  });
});
