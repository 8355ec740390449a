import { describe, expect, it } from 'vitest';
import type { ActivityItem, ActivityStats } from '#shared/types/admin';
import { createContext } from '../../../context.ts';
import { Activity } from '../../../models/Activity.ts';
import { recordActivity } from '../../../services/activity/recordActivity.ts';
import { useTestDatabase } from '../../../test/database.ts';
import { buildAdmin } from '../../../test/factories.ts';
import { signInAdmin } from '../../../test/signIn.ts';
import { useTestServer } from '../../../test/testServer.ts';

describe('admin activity feed', () => {
  const db = useTestDatabase();
  const server = useTestServer(db);

  it('maps logged events to feed items, filtered by type and time', async () => {
    const admin = await buildAdmin(db().knex);
    const client = await signInAdmin(server().client(), admin);
    await Activity.query(db().knex).delete();
    const ctx = createContext({ db: db(), config: server().config });
    await recordActivity(ctx, {
      type: 'review_posted',
      message: 'New review for Acme',
      entityType: 'review',
      entityId: 7,
      metadata: { rating: 5 },
    });
    await recordActivity(ctx, { type: 'report_filed', message: 'Report about acme.com' });
    await recordActivity(ctx, { type: 'complaint_posted', message: 'Complaint about Acme' });
    await recordActivity(ctx, { type: 'settings_updated', message: 'Settings updated' });
    const old = await Activity.query(db().knex).insertAndFetch({
      type: 'user_registered',
      actorType: 'user',
      message: 'Ann joined',
      metadata: {},
      createdAt: new Date(Date.now() - 10 * 24 * 60 * 60 * 1000),
    });

    const all = await client.get<ActivityItem[]>('/api/admin/activity');
    expect(all.headers.get('x-total-count')).toBe('5');
    expect(all.body.map((item) => item.type)).toEqual([
      'update',
      'complaint',
      'report',
      'review',
      'user',
    ]);
    expect(all.body[3]).toEqual({
      id: expect.any(Number),
      type: 'review',
      action: 'review_posted',
      entityId: '7',
      entityType: 'review',
      description: 'New review for Acme',
      timestamp: expect.any(String),
      metadata: { rating: 5 },
    });

    const reports = await client.get<ActivityItem[]>('/api/admin/activity?type=report');
    expect(reports.body.map((item) => item.action)).toEqual(['report_filed']);
    const since = new Date(Date.now() - 60_000).toISOString();
    const recent = await client.get<ActivityItem[]>(
      `/api/admin/activity?since=${encodeURIComponent(since)}`,
    );
    expect(recent.body.map((item) => item.id)).not.toContain(old.id);
    expect(recent.headers.get('x-total-count')).toBe('4');
    expect((await client.get('/api/admin/activity?type=vote')).status).toBe(400);
    expect((await client.get('/api/admin/activity?since=yesterday')).status).toBe(400);

    const stats = await client.get<ActivityStats>('/api/admin/activity/stats');
    expect(stats.body).toMatchObject({ thisWeek: 4, reviews: 1, reports: 1 });
  });
});
