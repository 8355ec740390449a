import { describe, expect, it } from 'vitest';
import type { AdminStats } from '#shared/types/admin';
import { createContext } from '../../../context.ts';
import { Company } from '../../../models/Company.ts';
import { recordActivity } from '../../../services/activity/recordActivity.ts';
import { useTestDatabase } from '../../../test/database.ts';
import { buildAdmin, buildCompany, buildReview, buildUser } from '../../../test/factories.ts';
import { signInAdmin } from '../../../test/signIn.ts';
import { useTestServer } from '../../../test/testServer.ts';

describe('GET /api/admin/stats', () => {
  const db = useTestDatabase();
  const server = useTestServer(db);

  it('answers the dashboard figures, this month, and the 10 newest events', async () => {
    const client = await signInAdmin(server().client(), await buildAdmin(db().knex));
    const empty = await client.get<AdminStats>('/api/admin/stats');
    expect(empty.body).toMatchObject({
      totalReviews: 0,
      averageRating: 0,
      needsAttention: { pendingReviews: 0, flaggedReviews: 0, pendingClaims: 0, openReports: 0 },
    });

    const lastYear = new Date(Date.UTC(new Date().getUTCFullYear() - 1, 5, 1));
    const old = await buildCompany(db().knex);
    await Company.query(db().knex).findById(old.id).patch({ createdAt: lastYear });
    const fresh = await buildCompany(db().knex);
    await buildUser(db().knex);
    await buildReview(db().knex, fresh, { rating: 5 });
    await buildReview(db().knex, fresh, { rating: 4, createdAt: lastYear });
    await buildReview(db().knex, old, { type: 'comment' });
    // What waits for staff: a held review, a flagged one, a pending claim, an open report.
    await buildReview(db().knex, old, {
      rating: 3,
      status: 'pending',
      holdReason: 'moderation',
      createdAt: lastYear,
    });
    await buildReview(db().knex, old, { rating: 2, openFlagCount: 1, createdAt: lastYear });
    await db()
      .knex('claimRequests')
      .insert([
        { companyId: old.id, email: 'a@old.test', status: 'pending' },
        { companyId: fresh.id, email: 'b@fresh.test', status: 'rejected' },
      ]);
    await db().knex('reports').insert({
      companyId: old.id,
      companyDomain: old.domain,
      issue: 'Closed down',
      status: 'pending',
    });
    const ctx = createContext({ db: db(), config: server().config });
    for (let i = 1; i <= 12; i += 1) {
      await recordActivity(ctx, { type: 'review_posted', message: `Event ${i}` });
    }

    const response = await client.get<AdminStats>('/api/admin/stats');
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      totalCompanies: 2,
      totalReviews: 5,
      averageRating: 3.5,
      monthlyStats: { companiesAdded: 1, reviewsSubmitted: 2, usersRegistered: 1 },
      needsAttention: { pendingReviews: 1, flaggedReviews: 1, pendingClaims: 1, openReports: 1 },
    });
    expect(response.body.totalUsers).toBe(1);
    expect(response.body.recentActivity).toHaveLength(10);
    expect(response.body.recentActivity[0]).toEqual({
      message: 'Event 12',
      timestamp: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
  });
});
