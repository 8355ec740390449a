import pino from 'pino';
import { describe, expect, it, vi } from 'vitest';
import { viewerHash } from '../../http/viewerHash.ts';
import { Company } from '../../models/Company.ts';
import { Review } from '../../models/Review.ts';
import { countRows } from '../../test/count.ts';
import { recordQueries } from '../../test/countQueries.ts';
import { useTestDatabase } from '../../test/database.ts';
import { buildCompany, buildReview } from '../../test/factories.ts';
import { startTestServer } from '../../test/testServer.ts';
import { ViewCounter } from './viewCounter.ts';

const silent = pino({ level: 'silent' });
const SECRET = 'view-counter-test-secret-0123456789abcdef';
const hash = (viewer: string, day: string) => viewerHash(SECRET, viewer, day);

describe('ViewCounter', () => {
  const db = useTestDatabase();
  const profileViews = async (id: number) =>
    (await Company.query(db().knex).findById(id))?.profileViews;

  it('writes nothing until flushed, then each view once, in two statements', async () => {
    const company = await buildCompany(db().knex);
    const review = await buildReview(db().knex, company);
    const views = new ViewCounter(db().knex, silent, hash, 60_000);
    const recorded = await recordQueries(db().knex, async () => {
      views.recordProfileView(company.id, 'a', '2026-11-24');
      views.recordProfileView(company.id, 'a', '2026-11-24');
      views.recordProfileView(company.id, 'b', '2026-11-24');
      views.recordProfileView(company.id, 'a', '2026-11-25');
      views.recordReviewViews([review.id, review.id, 2_000_000_000], 'a', '2026-11-24');
    });
    expect(recorded).toEqual([]);
    expect(views.pending).toBe(5);
    expect(await profileViews(company.id)).toBe(0);

    const flushed = await recordQueries(db().knex, () => views.flush());
    expect(flushed).toHaveLength(2);
    expect(views.pending).toBe(0);
    expect(await profileViews(company.id)).toBe(3);
    expect((await Review.query(db().knex).findById(review.id))?.views).toBe(1);
    await views.stop();
  });

  it('stays once per viewer per day across flushes and across instances', async () => {
    const company = await buildCompany(db().knex);
    const first = new ViewCounter(db().knex, silent, hash, 60_000);
    const second = new ViewCounter(db().knex, silent, hash, 60_000);
    first.recordProfileView(company.id, 'same', '2026-11-24');
    second.recordProfileView(company.id, 'same', '2026-11-24');
    await Promise.all([first.flush(), second.flush()]);
    first.recordProfileView(company.id, 'same', '2026-11-24');
    await first.flush();
    expect(await profileViews(company.id)).toBe(1);
    expect(await countRows(db().knex, 'company_views', { companyId: company.id })).toBe(1);
  });

  it('keeps only the viewer hashed with the secret and the day, never the viewer', async () => {
    const company = await buildCompany(db().knex);
    const views = new ViewCounter(db().knex, silent, hash, 60_000);
    const viewer = 'ip:203.0.113.9|ua:Browser/1';
    views.recordProfileView(company.id, viewer, '2026-11-24');
    views.recordProfileView(company.id, viewer, '2026-11-25');
    await views.flush();
    const kept = await db()
      .knex('company_views')
      .where({ company_id: company.id })
      .orderBy('day')
      .pluck('viewer_hash');
    expect(kept).toEqual([hash(viewer, '2026-11-24'), hash(viewer, '2026-11-25')]);
    expect(kept[0]).toMatch(/^[0-9a-f]{64}$/);
    expect(kept[0]).not.toBe(kept[1]);
    await views.stop();
  });

  it('counts a view without a day on the current UTC day, across midnight', async () => {
    const company = await buildCompany(db().knex);
    const views = new ViewCounter(db().knex, silent, hash, 60_000);
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(new Date('2026-11-24T23:59:59.900Z'));
      views.recordProfileView(company.id, 'night owl');
      vi.setSystemTime(new Date('2026-11-25T00:00:00.000Z'));
      views.recordProfileView(company.id, 'night owl');
      // A clock set back (NTP) counts on the day it says again.
      vi.setSystemTime(new Date('2026-11-24T12:00:00.000Z'));
      views.recordProfileView(company.id, 'early bird');
    } finally {
      vi.useRealTimers();
    }
    await views.flush();
    const days = await db()
      .knex('company_views')
      .where({ company_id: company.id })
      .orderBy('day')
      .select(db().knex.raw('day::text as day'));
    expect(days).toEqual([{ day: '2026-11-24' }, { day: '2026-11-24' }, { day: '2026-11-25' }]);
    expect(await profileViews(company.id)).toBe(3);
    await views.stop();
  });

  it('flushes by itself after the interval', async () => {
    const company = await buildCompany(db().knex);
    const views = new ViewCounter(db().knex, silent, hash, 50);
    views.recordProfileView(company.id, 'timer');
    await expect.poll(() => profileViews(company.id), { timeout: 5_000 }).toBe(1);
    await views.stop();
  });

  it('keeps views when the database refuses them, and writes them next time', async () => {
    const company = await buildCompany(db().knex);
    const views = new ViewCounter(db().knex, silent, hash, 60_000);
    views.recordProfileView(company.id, 'retry');
    // The table briefly gone stands for a database that refuses the statement.
    await db().knex.raw('alter table company_views rename to company_views_away');
    try {
      await views.flush();
    } finally {
      await db().knex.raw('alter table company_views_away rename to company_views');
    }
    expect(views.pending).toBe(1);
    await views.flush();
    expect(await profileViews(company.id)).toBe(1);
    await views.stop();
  });

  it('writes pending views when the server shuts down', async () => {
    const company = await buildCompany(db().knex);
    const server = await startTestServer(db());
    const answer = await server.client().get(`/api/companies/domain/${company.domain}`);
    expect(answer.status).toBe(200);
    expect(await profileViews(company.id)).toBe(0);
    await server.close();
    expect(await profileViews(company.id)).toBe(1);
  });
});
