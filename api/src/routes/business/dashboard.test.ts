import { describe, expect, it } from 'vitest';
import type { BusinessOverview, OwnedCompany } from '#shared/schemas/responses/business';
import type { ReviewItem } from '#shared/types/api';
import { useTestDatabase } from '../../test/database.ts';
import { buildCompany, buildReview, buildUser } from '../../test/factories.ts';
import { signInUser } from '../../test/signIn.ts';
import { useTestServer } from '../../test/testServer.ts';

/** The owner dashboard's reads (issue 37 item 1). */
describe('GET /api/business/companies…', () => {
  const db = useTestDatabase();
  const server = useTestServer(db);

  async function ownerWithCompanies() {
    const owner = await buildUser(db().knex, { isEmailVerified: true });
    const second = await buildCompany(db().knex, {
      name: 'Zed Co',
      isClaimed: true,
      ownerUserId: owner.id,
    });
    const first = await buildCompany(db().knex, {
      name: 'Alpha Co',
      isClaimed: true,
      ownerUserId: owner.id,
    });
    // Claimed by someone else, and unclaimed but naming the owner: not theirs.
    await buildCompany(db().knex, {
      isClaimed: true,
      ownerUserId: (await buildUser(db().knex)).id,
    });
    await buildCompany(db().knex, { isClaimed: false, ownerUserId: owner.id });
    const client = await signInUser(server().client(), owner);
    return { owner, first, second, client };
  }

  it('lists only the companies the account owns, by name; 401 signed out', async () => {
    const { first, second, client } = await ownerWithCompanies();
    expect((await server().client().get('/api/business/companies')).status).toBe(401);
    const answer = await client.get<OwnedCompany[]>('/api/business/companies');
    expect(answer.body).toEqual([
      { id: first.id, name: 'Alpha Co', domain: first.domain },
      { id: second.id, name: 'Zed Co', domain: second.domain },
    ]);
  });

  it('answers the figures from the published items only; 403 for another company', async () => {
    const { first, client } = await ownerWithCompanies();
    const day = (iso: string) => new Date(iso);
    const now = Date.now();
    const hoursAgo = (hours: number) => new Date(now - hours * 3_600_000);
    await buildReview(db().knex, first, {
      rating: 5,
      createdAt: hoursAgo(30),
      responseContent: 'Thanks',
      responseCreatedAt: hoursAgo(28),
    });
    await buildReview(db().knex, first, {
      rating: 3,
      createdAt: hoursAgo(10),
      responseContent: 'Sorry',
      responseCreatedAt: hoursAgo(6),
    });
    await buildReview(db().knex, first, { rating: 4, createdAt: hoursAgo(5) });
    await buildReview(db().knex, first, { rating: 1, status: 'pending', holdReason: 'moderation' });
    await buildReview(db().knex, first, {
      type: 'comment',
      rating: null,
      createdAt: day('2020-01-01'),
    });

    const answer = await client.get<BusinessOverview>(
      `/api/business/companies/${first.id}/overview`,
    );
    expect(answer.status).toBe(200);
    const figures = answer.body;
    expect(figures.company).toEqual({ id: first.id, name: 'Alpha Co', domain: first.domain });
    expect(figures.averageRating).toBe(4);
    expect(figures.trustScore).not.toBeNull();
    expect(figures.ratingDistribution).toEqual([
      { stars: 1, count: 0 },
      { stars: 2, count: 0 },
      { stars: 3, count: 1 },
      { stars: 4, count: 1 },
      { stars: 5, count: 1 },
    ]);
    // Four published items (the held one aside), two answered; medians of 2 h and 4 h: 3 h.
    expect(figures.responseRate).toBe(0.5);
    expect(figures.medianResponseHours).toBe(3);
    expect(figures.unanswered).toBe(2);
    // The 2020 comment is older than 12 months.
    expect(figures.byMonth.reduce((sum, month) => sum + month.count, 0)).toBe(3);
    expect(figures.invitations).toEqual({ queued: 0, sent: 0, opened: 0, reviewed: 0 });

    const other = await buildCompany(db().knex);
    expect((await client.get(`/api/business/companies/${other.id}/overview`)).status).toBe(403);
    expect((await client.get('/api/business/companies/999999/overview')).status).toBe(404);
  });

  it('lists the items with the filters, each open to a response', async () => {
    const { first, client } = await ownerWithCompanies();
    await buildReview(db().knex, first, {
      title: 'Answered',
      rating: 5,
      responseContent: 'Hi',
      responseCreatedAt: new Date(),
    });
    await buildReview(db().knex, first, { title: 'Open five', rating: 5 });
    await buildReview(db().knex, first, { title: 'Open two', rating: 2 });
    await buildReview(db().knex, first, {
      title: 'Complaint',
      type: 'complaint',
      isComplaint: true,
      complaintStatus: 'pending',
    });
    const titles = async (query: string) => {
      const answer = await client.get<ReviewItem[]>(
        `/api/business/companies/${first.id}/reviews${query}`,
      );
      expect(answer.status).toBe(200);
      return answer.body.map((item) => item.title).sort();
    };
    expect(await titles('')).toEqual(['Answered', 'Complaint', 'Open five', 'Open two']);
    expect(await titles('?unanswered=true')).toEqual(['Complaint', 'Open five', 'Open two']);
    expect(await titles('?unanswered=true&rating=5')).toEqual(['Open five']);
    expect(await titles('?type=complaint')).toEqual(['Complaint']);
    const items = (await client.get<ReviewItem[]>(`/api/business/companies/${first.id}/reviews`))
      .body;
    expect(items.every((item) => item.canRespond)).toBe(true);

    const bad = await client.get<{ message: string }>(
      `/api/business/companies/${first.id}/reviews?rating=9`,
    );
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('rating: rating must be 1 to 5');
  });
});
