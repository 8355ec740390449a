import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { countRows } from '../../test/count.ts';
import { useTestDatabase } from '../../test/database.ts';
import { buildCompany, buildReview } from '../../test/factories.ts';
import { deleteExpiredRows } from './deleteExpiredRows.ts';
import { startHousekeeping } from './startHousekeeping.ts';

describe('housekeeping', () => {
  const db = useTestDatabase();
  const hour = 60 * 60 * 1000;

  async function seed() {
    const knex = db().knex;
    const now = Date.now();
    const key = (n: number, expiresAt: Date) => ({
      key: `00000000-0000-4000-8000-00000000000${n}`,
      scope: 'visitor:x',
      method: 'POST',
      path: '/api/x',
      requestHash: 'h',
      statusCode: 201,
      response: JSON.stringify({ body: '{}' }),
      expiresAt,
    });
    await knex('idempotency_keys').insert([
      key(1, new Date(now - hour)),
      key(2, new Date(now + 24 * hour)),
    ]);
    await knex('sessions').insert([
      { sid: 'old', sess: '{}', expire: new Date(now - hour) },
      { sid: 'live', sess: '{}', expire: new Date(now + hour) },
    ]);
    await knex('rate_limits').insert([
      { key: 'stale', count: 3, windowStart: new Date(now - 25 * hour) },
      { key: 'fresh', count: 3, windowStart: new Date(now - 10_000) },
    ]);
    await knex('login_failures').insert([
      // Quiet for a day: forgotten.
      { key: 'quiet', failures: 4, updatedAt: new Date(now - 25 * hour) },
      // Quiet for a day but still locked (a clock far ahead, or a longer policy): kept.
      {
        key: 'locked',
        failures: 30,
        updatedAt: new Date(now - 25 * hour),
        lockedUntil: new Date(now + hour),
      },
      { key: 'recent', failures: 2, updatedAt: new Date(now - hour) },
    ]);
    const company = await buildCompany(knex);
    const review = await buildReview(knex, company);
    const day = (daysAgo: number) => new Date(now - daysAgo * 24 * hour).toISOString().slice(0, 10);
    for (const daysAgo of [0, 1, 2, 30]) {
      await knex('company_views').insert({
        companyId: company.id,
        viewerHash: 'v',
        day: day(daysAgo),
      });
      await knex('review_views').insert({
        reviewId: review.id,
        viewerHash: 'v',
        day: day(daysAgo),
      });
    }
    return { day };
  }

  it('deletes expired idempotency keys, sessions, stale rate-limit rows, quiet login failures and old view logs, and nothing else', async () => {
    const { day } = await seed();
    expect(await deleteExpiredRows(db().knex)).toEqual({
      idempotencyKeys: 1,
      sessions: 1,
      rateLimits: 1,
      loginFailures: 1,
      viewLog: 4,
      unclaimedReviews: 0,
      finishedJobs: 0,
    });
    expect((await db().knex('login_failures').pluck('key')).sort()).toEqual(['locked', 'recent']);
    for (const table of ['company_views', 'review_views']) {
      const rows: Array<{ day: string }> = await db()
        .knex(table)
        .select(db().knex.raw('day::text as day'));
      const days = rows.map((row) => row.day);
      expect(days.sort()).toEqual([day(1), day(0)]);
    }
    expect(await db().knex('sessions').pluck('sid')).toEqual(['live']);
    expect(await db().knex('rate_limits').pluck('key')).toEqual(['fresh']);
    expect(await countRows(db().knex, 'idempotency_keys')).toBe(1);
  });

  it('purges finished jobs after 30 days, keeping live ones and the newest of each type', async () => {
    const knex = db().knex;
    const daysAgo = (days: number) => new Date(Date.now() - days * 24 * hour);
    const job = (type: string, status: string, days: number) => ({
      type,
      status,
      payload: '{}',
      progress: '{}',
      createdAt: daysAgo(days + 1),
      finishedAt: status === 'queued' ? null : daysAgo(days),
    });
    await knex('jobs').insert([
      job('enrich', 'completed', 40),
      job('enrich', 'failed', 35),
      job('enrich', 'completed', 3),
      job('enrich', 'queued', 45),
      job('categorize', 'cancelled', 60),
      job('categorize', 'completed', 50),
    ]);
    expect((await deleteExpiredRows(knex)).finishedJobs).toBe(3);
    const left: Array<{ type: string; status: string }> = await knex('jobs')
      .select('type', 'status')
      .orderBy('id');
    expect(left).toEqual([
      { type: 'enrich', status: 'completed' },
      { type: 'enrich', status: 'queued' },
      // The last categorisation run stays for the admin panel, however old.
      { type: 'categorize', status: 'completed' },
    ]);
  });

  it('runs on a timer until stopped', async () => {
    await db()
      .knex('sessions')
      .insert({ sid: 'old2', sess: '{}', expire: new Date(Date.now() - hour) });
    const housekeeping = startHousekeeping(db().knex, pino({ level: 'silent' }), { firstRunMs: 0 });
    for (let i = 0; i < 100 && (await countRows(db().knex, 'sessions', { sid: 'old2' })) > 0; i++) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    await housekeeping.stop();
    expect(await countRows(db().knex, 'sessions', { sid: 'old2' })).toBe(0);
  });
});
