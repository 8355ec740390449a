import { describe, expect, it } from 'vitest';
import { useTestDatabase } from '../../test/database.ts';
import { buildCompany, buildReview, buildUser } from '../../test/factories.ts';
import { useTestServer } from '../../test/testServer.ts';

interface UserReview {
  id: number;
  rating: number | null;
  title: string;
  company: { id: number; name: string; domain: string; category: string | null };
}

describe('users', () => {
  const db = useTestDatabase();
  const server = useTestServer(db);
  const client = () => server().client();
  const unknownId = '00000000-0000-4000-8000-000000000000';

  describe('GET /api/users/{id}', () => {
    it('answers 400 for a malformed id and 404 for an unknown one', async () => {
      expect((await client().get('/api/users/42')).status).toBe(400);
      const missing = await client().get(`/api/users/${unknownId}`);
      expect(missing.status).toBe(404);
      expect(missing.body).toEqual({ message: 'User not found' });
    });

    it('shows a public profile with the display name and never the email', async () => {
      const user = await buildUser(db().knex, {
        email: 'secret.person@example.com',
        firstName: 'Ada',
        lastName: 'King',
        title: 'CTO',
      });
      const response = await client().get(`/api/users/${user.id}`);
      expect(response.status).toBe(200);
      expect(response.body).toEqual({
        id: user.id,
        displayName: 'Ada King',
        firstName: 'Ada',
        lastName: 'King',
        title: 'CTO',
        profileImageUrl: null,
        createdAt: expect.any(String),
      });
      expect(response.text).not.toContain('example.com');
      expect(response.text).not.toContain('argon2');
    });

    it.each([
      [{ firstName: 'Ada', lastName: null }, 'Ada'],
      [{ firstName: null, lastName: 'King', email: 'ada.k@example.com' }, 'ada.k'],
    ])('names %j as %s', async (fields, name) => {
      const user = await buildUser(db().knex, fields);
      expect((await client().get(`/api/users/${user.id}`)).body).toMatchObject({
        displayName: name,
      });
    });
  });

  describe('GET /api/users/{id}/reviews', () => {
    it('answers 400 for a bad sort and 404 for an unknown user', async () => {
      const user = await buildUser(db().knex);
      const bad = await client().get(`/api/users/${user.id}/reviews?sort=best`);
      expect(bad.status).toBe(400);
      expect(bad.body).toMatchObject({ message: 'sort: must be recent, rating or helpful' });
      expect((await client().get(`/api/users/${unknownId}/reviews`)).status).toBe(404);
    });

    it('lists the user’s items with their company, sorted and paginated', async () => {
      const user = await buildUser(db().knex);
      const company = await buildCompany(db().knex, { name: 'Acme', category: 'Utilities' });
      const t = Date.now();
      await buildReview(db().knex, company, {
        userId: user.id,
        title: 'old',
        rating: 5,
        upvotes: 1,
        createdAt: new Date(t - 3000),
      });
      await buildReview(db().knex, company, {
        userId: user.id,
        title: 'mid',
        rating: 2,
        upvotes: 9,
        createdAt: new Date(t - 2000),
      });
      await buildReview(db().knex, company, {
        userId: user.id,
        title: 'new',
        type: 'comment',
        claps: 3,
        createdAt: new Date(t - 1000),
      });
      await buildReview(db().knex, company, { title: 'someone else' });
      const titles = async (query: string) =>
        (await client().get<UserReview[]>(`/api/users/${user.id}/reviews${query}`)).body.map(
          (r) => r.title,
        );
      expect(await titles('')).toEqual(['new', 'mid', 'old']);
      expect(await titles('?sort=rating')).toEqual(['old', 'mid', 'new']);
      expect(await titles('?sort=helpful')).toEqual(['mid', 'new', 'old']);
      const page = await client().get<UserReview[]>(
        `/api/users/${user.id}/reviews?limit=1&offset=1`,
      );
      expect(page.body.map((r) => r.title)).toEqual(['mid']);
      expect(page.headers.get('x-total-count')).toBe('3');
      const pastEnd = await client().get<UserReview[]>(`/api/users/${user.id}/reviews?offset=3`);
      expect(pastEnd.body).toEqual([]);
      expect(pastEnd.headers.get('x-total-count')).toBe('3');
      expect(page.body[0]!.company).toEqual({
        id: company.id,
        name: 'Acme',
        domain: company.domain,
        category: 'Utilities',
      });
    });
    it('shows the viewer their own votes and the author as verified, with each item’s company', async () => {
      const user = await buildUser(db().knex);
      const company = await buildCompany(db().knex, { name: 'Joined' });
      const review = await buildReview(db().knex, company, { userId: user.id });
      const browser = client();
      const voted = await browser.post(`/api/reviews/${review.id}/vote`, { voteType: 'upvote' });
      expect(voted.status).toBe(201);
      await browser.post(`/api/reviews/${review.id}/vote`, { voteType: 'clap' });
      const page = await browser.get<Array<UserReview & Record<string, unknown>>>(
        `/api/users/${user.id}/reviews`,
      );
      expect(page.body).toHaveLength(1);
      expect(page.body[0]).toMatchObject({
        id: review.id,
        myVote: 'upvote',
        myClap: true,
        upvotes: 1,
        claps: 1,
        isVerified: true,
        isInvited: false,
        company: { id: company.id, name: 'Joined' },
      });
    });
  });

  describe('GET /api/users/{id}/stats', () => {
    it('answers 404 for an unknown user', async () => {
      expect((await client().get(`/api/users/${unknownId}/stats`)).status).toBe(404);
    });

    it('sums what the user’s items received', async () => {
      const user = await buildUser(db().knex);
      const tech = await buildCompany(db().knex, { category: 'Electronics & Technology' });
      const bare = await buildCompany(db().knex);
      await buildReview(db().knex, tech, {
        userId: user.id,
        rating: 5,
        upvotes: 4,
        downvotes: 1,
        claps: 2,
      });
      await buildReview(db().knex, tech, {
        userId: user.id,
        type: 'complaint',
        upvotes: 1,
        downvotes: 3,
      });
      await buildReview(db().knex, bare, { userId: user.id, type: 'comment', claps: 1 });
      const response = await client().get(`/api/users/${user.id}/stats`);
      expect(response.body).toEqual({
        totalReviews: 3,
        totalUpvotes: 5,
        totalClaps: 3,
        totalComplaints: 1,
        netKarma: 1,
        // Of the star ratings: the complaint is not one, as on company pages (starCounts.ts).
        averageRating: 5,
        helpfulVotes: 8,
        reviewCategories: [
          { category: 'Electronics & Technology', count: 2 },
          { category: 'General', count: 1 },
        ],
      });
    });

    it('answers zeros for a user with no reviews', async () => {
      const user = await buildUser(db().knex);
      expect((await client().get(`/api/users/${user.id}/stats`)).body).toMatchObject({
        totalReviews: 0,
        netKarma: 0,
        averageRating: null,
        reviewCategories: [],
      });
    });
  });
});
