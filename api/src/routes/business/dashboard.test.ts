import { describe, expect, it } from 'vitest';
import type { BusinessOverview, OwnedCompany } from '#shared/schemas/responses/business';
import type { QuestionItem } from '#shared/schemas/responses/questions';
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
    expect(Math.abs(Date.parse(figures.generatedAt) - Date.now())).toBeLessThan(60_000);

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

  it('counts each month and its average, and the invitations by state, from the rows', async () => {
    const { first, client } = await ownerWithCompanies();
    // Mid-month days of the two previous months, so the month is sure whatever today is.
    const monthsAgo = (months: number) => {
      const day = new Date();
      day.setUTCDate(15);
      day.setUTCMonth(day.getUTCMonth() - months);
      return day;
    };
    const monthKey = (day: Date) => day.toISOString().slice(0, 7);
    await buildReview(db().knex, first, { rating: 5, createdAt: monthsAgo(2) });
    await buildReview(db().knex, first, { rating: 2, createdAt: monthsAgo(2) });
    await buildReview(db().knex, first, { type: 'comment', rating: null, createdAt: monthsAgo(2) });
    await buildReview(db().knex, first, { rating: 4, createdAt: monthsAgo(1) });
    // Held, and another company's: never counted.
    await buildReview(db().knex, first, {
      rating: 1,
      createdAt: monthsAgo(1),
      status: 'pending',
      holdReason: 'moderation',
    });
    await buildReview(db().knex, await buildCompany(db().knex), { createdAt: monthsAgo(1) });
    const invite = (status: string, email: string) =>
      db().knex('review_invitations').insert({ companyId: first.id, email, status });
    await invite('queued', 'a@example.com');
    await invite('sent', 'b@example.com');
    await invite('sent', 'c@example.com');
    await invite('opened', 'd@example.com');
    await invite('reviewed', 'e@example.com');

    const figures = (
      await client.get<BusinessOverview>(`/api/business/companies/${first.id}/overview`)
    ).body;
    expect(figures.byMonth).toEqual([
      // Three items, the comment counted but not averaged: (5 + 2) / 2.
      { month: monthKey(monthsAgo(2)), count: 3, averageRating: 3.5 },
      { month: monthKey(monthsAgo(1)), count: 1, averageRating: 4 },
    ]);
    expect(figures.reviewCount).toBe(4);
    expect(figures.averageRating).toBeCloseTo(11 / 3, 1);
    // Sent counts every one that left the queue; opened includes the reviewed one.
    expect(figures.invitations).toEqual({ queued: 1, sent: 4, opened: 2, reviewed: 1 });
    expect(figures.responseRate).toBe(0);
    expect(figures.medianResponseHours).toBeNull();
  });

  it('filters to the reviews the owner flagged, not the ones others flagged', async () => {
    const { first, owner, client } = await ownerWithCompanies();
    const mine = await buildReview(db().knex, first, { title: 'Flagged by owner' });
    const theirs = await buildReview(db().knex, first, { title: 'Flagged by a visitor' });
    await buildReview(db().knex, first, { title: 'Not flagged' });
    const flagged = await client.post(
      `/api/reviews/${mine.id}/flags`,
      { reason: 'fake', details: 'Never a customer of ours' },
      { 'Idempotency-Key': crypto.randomUUID() },
    );
    expect(flagged.status).toBe(201);
    const visitor = await signInUser(server().client(), await buildUser(db().knex));
    await visitor.post(`/api/reviews/${theirs.id}/flags`, { reason: 'offensive' });

    const titles = async (query: string) =>
      (
        await client.get<ReviewItem[]>(`/api/business/companies/${first.id}/reviews${query}`)
      ).body.map((item) => item.title);
    expect(await titles('?flagged=true')).toEqual(['Flagged by owner']);
    expect(await titles('?flagged=true&unanswered=true&type=review')).toEqual(['Flagged by owner']);
    expect((await titles('?flagged=false')).sort()).toEqual([
      'Flagged by a visitor',
      'Flagged by owner',
      'Not flagged',
    ]);
    const row = await db().knex('review_flags').where({ reviewId: mine.id }).first();
    expect(row?.userId).toBe(owner.id);
    const bad = await client.get<{ message: string }>(
      `/api/business/companies/${first.id}/reviews?flagged=yes`,
    );
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('flagged: flagged must be true or false');
  });

  it('never lets the owner edit, delete or hide a review of their company', async () => {
    const { first, client } = await ownerWithCompanies();
    const author = await buildUser(db().knex);
    const review = await buildReview(db().knex, first, {
      title: 'Honest words',
      userId: author.id,
      rating: 1,
    });
    const key = () => ({ 'Idempotency-Key': crypto.randomUUID() });
    const edit = await client.patch(
      `/api/reviews/${review.id}`,
      { title: 'Much nicer words', rating: 5 },
      key(),
    );
    expect([403, 404]).toContain(edit.status);
    const removal = await client.delete(`/api/reviews/${review.id}`, key());
    expect([403, 404]).toContain(removal.status);
    for (const action of ['reject', 'approve']) {
      expect((await client.post(`/api/admin/reviews/${review.id}/${action}`)).status).toBe(401);
    }
    expect((await client.delete(`/api/admin/reviews/${review.id}`)).status).toBe(401);
    const stored = await db().knex('reviews').where({ id: review.id }).first();
    expect(stored).toMatchObject({ title: 'Honest words', rating: 1, status: 'published' });
  });

  it('lists the questions, unanswered meaning no answer from the owner; 403 for another', async () => {
    const { first, owner, client } = await ownerWithCompanies();
    const asker = await buildUser(db().knex);
    const ask = async (title: string, minutesAgo: number, status = 'published') => {
      const [row] = await db()
        .knex('questions')
        .insert({
          companyId: first.id,
          userId: asker.id,
          title,
          content: 'Details',
          status,
          createdAt: new Date(Date.now() - minutesAgo * 60_000),
        })
        .returning('id');
      return (row as { id: number }).id;
    };
    const answeredByOwner = await ask('Do you ship abroad?', 30);
    const answeredByVisitor = await ask('Is support in English?', 20);
    await ask('Any discounts?', 10);
    await ask('Hidden one', 5, 'hidden');
    await db()
      .knex('question_answers')
      .insert([
        { questionId: answeredByOwner, userId: owner.id, content: 'Yes', isOwner: true },
        { questionId: answeredByVisitor, userId: asker.id, content: 'I think so', isOwner: false },
      ]);

    const list = async (query: string) => {
      const answer = await client.get<QuestionItem[]>(
        `/api/business/companies/${first.id}/questions${query}`,
      );
      expect(answer.status).toBe(200);
      return answer.body;
    };
    const all = await list('');
    expect(all.map((question) => question.title)).toEqual([
      'Any discounts?',
      'Is support in English?',
      'Do you ship abroad?',
    ]);
    expect(all[2]?.answers.map((answer) => answer.content)).toEqual(['Yes']);
    expect((await list('?unanswered=true')).map((question) => question.title)).toEqual([
      'Any discounts?',
      'Is support in English?',
    ]);

    // The owner answers from the list with the existing write: it leaves the unanswered ones.
    const posted = await client.post(
      `/api/questions/${answeredByVisitor}/answers`,
      { content: 'Yes, and in French' },
      { 'Idempotency-Key': crypto.randomUUID() },
    );
    expect(posted.status).toBe(201);
    expect((await list('?unanswered=true')).map((question) => question.title)).toEqual([
      'Any discounts?',
    ]);

    const other = await buildCompany(db().knex);
    expect((await client.get(`/api/business/companies/${other.id}/questions`)).status).toBe(403);
    expect(
      (await server().client().get(`/api/business/companies/${first.id}/questions`)).status,
    ).toBe(401);
  });
});
