import { beforeEach, describe, expect, it } from 'vitest';
import { Company } from '../../models/Company.ts';
import { Review } from '../../models/Review.ts';
import { countRows } from '../../test/count.ts';
import { useTestDatabase } from '../../test/database.ts';
import { buildCompany, buildUser } from '../../test/factories.ts';
import { resetRateLimits } from '../../test/rateLimits.ts';
import { publishAnonymousReviews, saveSettings } from '../../test/settings.ts';
import { signInUser } from '../../test/signIn.ts';
import type { TestClient } from '../../test/testClient.ts';
import { useTestServer } from '../../test/testServer.ts';

interface Posted {
  message: string;
  review?: { id: number; status: string };
  reviewId?: number;
}

const FIVE_STARS = { title: 'Best ever', content: 'Five stars', rating: 5, isComplaint: false };
const ALREADY = 'You have already reviewed this company: edit your review instead';
const ONCE_A_DAY =
  'You can post one of these about a company a day without an account: sign in, or try again tomorrow';

/** One review per customer (issue 34 item 1), on the settings as they come. */
describe('one review per customer', () => {
  const db = useTestDatabase();
  const server = useTestServer(db);
  // Addresses from X-Forwarded-For, so each test posts from addresses of its own.
  const proxied = useTestServer(db, { TRUST_PROXY: '1' });
  beforeEach(async () => {
    await resetRateLimits(db().knex);
    await db().knex('settings').delete();
  });

  const post = (client: TestClient, domain: string, body: unknown = FIVE_STARS, address?: string) =>
    client.post<Posted>(
      `/api/companies/domain/${domain}/reviews`,
      body,
      address ? { 'X-Forwarded-For': address } : {},
    );
  const figures = async (companyId: number) => {
    const company = await Company.query(db().knex).findById(companyId);
    return { reviewCount: company?.reviewCount, ratingSum: company?.ratingSum };
  };
  const signedIn = async (verified = true) => {
    const user = await buildUser(db().knex, { isEmailVerified: verified });
    return { user, client: await signInUser(server().client(), user) };
  };

  it("answers an account's second review of a company with 409 and the first one's id", async () => {
    const company = await buildCompany(db().knex);
    const { user, client } = await signedIn();
    const first = await post(client, company.domain);
    expect(first.status).toBe(201);
    const second = await post(client, company.domain, { ...FIVE_STARS, title: 'Again' });
    expect(second.status).toBe(409);
    expect(second.body).toEqual({ message: ALREADY, reviewId: first.body.review?.id });
    expect(await countRows(db().knex, 'reviews', { userId: user.id })).toBe(1);
    expect(await figures(company.id)).toEqual({ reviewCount: 1, ratingSum: 5 });
    // A complaint or a comment is not a second rating of the company: still allowed.
    const complaint = { title: 'Late', content: 'Again', rating: 1, isComplaint: true };
    expect((await post(client, company.domain, complaint)).status).toBe(201);
    const comment = { title: 'Note', content: 'FYI', rating: null, type: 'comment' };
    expect((await post(client, company.domain, comment)).status).toBe(201);
    // Another company, another account: each its own.
    expect((await post(client, (await buildCompany(db().knex)).domain)).status).toBe(201);
    expect((await post((await signedIn()).client, company.domain)).status).toBe(201);
  });

  it('allows a new review after the repeat period (12 months, a setting); a rejected one does not count', async () => {
    const company = await buildCompany(db().knex);
    const { user, client } = await signedIn();
    const first = await post(client, company.domain);
    const monthsAgo = (months: number) => {
      const date = new Date();
      date.setUTCMonth(date.getUTCMonth() - months);
      return date;
    };
    await Review.query(db().knex)
      .where({ userId: user.id })
      .patch({ createdAt: monthsAgo(11) });
    expect((await post(client, company.domain)).status).toBe(409);
    await Review.query(db().knex)
      .where({ userId: user.id })
      .patch({ createdAt: monthsAgo(13) });
    const again = await post(client, company.domain, { ...FIVE_STARS, title: 'A year on' });
    expect(again.status).toBe(201);
    expect(again.body.review?.id).not.toBe(first.body.review?.id);

    // Staff set 1 month: a review of two months ago no longer blocks.
    const other = await buildCompany(db().knex);
    await saveSettings(db().knex, { reviewRepeatMonths: 1 });
    const old = await post(client, other.domain);
    await Review.query(db().knex)
      .findById(old.body.review?.id ?? 0)
      .patch({ createdAt: monthsAgo(2) });
    expect((await post(client, other.domain)).status).toBe(201);

    // A rejected review leaves room for one that keeps the rules.
    const third = await buildCompany(db().knex);
    const rejected = await post(client, third.domain);
    await Review.query(db().knex)
      .findById(rejected.body.review?.id ?? 0)
      .patch({ status: 'rejected' });
    expect((await post(client, third.domain)).status).toBe(201);
  });

  it('lets exactly one of ten concurrent reviews by one account through', async () => {
    const company = await buildCompany(db().knex);
    const { user, client } = await signedIn();
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        post(client, company.domain, { ...FIVE_STARS, title: `Race ${i}` }),
      ),
    );
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([201, ...Array(9).fill(409)]);
    const created = answers.find((answer) => answer.status === 201)?.body.review?.id;
    for (const answer of answers.filter((a) => a.status === 409)) {
      expect(answer.body).toEqual({ message: ALREADY, reviewId: created });
    }
    expect(await countRows(db().knex, 'reviews', { userId: user.id })).toBe(1);
    expect(await figures(company.id)).toEqual({ reviewCount: 1, ratingSum: 5 });
  });

  it('twelve anonymous 5-star reviews from one address move the published figures by nothing (defaults)', async () => {
    const company = await buildCompany(db().knex);
    const statuses: number[] = [];
    const answers: Posted[] = [];
    for (let i = 0; i < 12; i++) {
      // Cookie-less: a new client each time.
      const answer = await post(proxied().client(), company.domain, FIVE_STARS, '10.3.0.1');
      statuses.push(answer.status);
      answers.push(answer.body);
    }
    expect(statuses).toEqual([201, ...Array(11).fill(429)]);
    expect(answers[0]?.review?.status).toBe('pending');
    // Refused by the day's rule, and past ten an hour by the address's limit as well.
    expect(answers.slice(1).map((answer) => answer.message)).toEqual([
      ...Array(9).fill(ONCE_A_DAY),
      ...Array(2).fill('Too many requests, please try again later'),
    ]);
    expect(await countRows(db().knex, 'reviews', { companyId: company.id })).toBe(1);
    expect(await figures(company.id)).toEqual({ reviewCount: 0, ratingSum: 0 });
  });

  it('twelve anonymous 5-star reviews from one address move the figures by one review when published at once', async () => {
    await publishAnonymousReviews(db().knex);
    const company = await buildCompany(db().knex);
    const statuses = [];
    for (let i = 0; i < 12; i++) {
      statuses.push(
        (await post(proxied().client(), company.domain, FIVE_STARS, '10.3.0.2')).status,
      );
    }
    expect(statuses).toEqual([201, ...Array(11).fill(429)]);
    expect(await figures(company.id)).toEqual({ reviewCount: 1, ratingSum: 5 });
    // The same address may still file a complaint (an hour later: past the hourly limit now),
    // once; another address may post.
    await resetRateLimits(db().knex);
    const complaint = { title: 'Late', content: 'Again', rating: 1, isComplaint: true };
    expect((await post(proxied().client(), company.domain, complaint, '10.3.0.2')).status).toBe(
      201,
    );
    expect((await post(proxied().client(), company.domain, complaint, '10.3.0.2')).status).toBe(
      429,
    );
    expect((await post(proxied().client(), company.domain, FIVE_STARS, '10.3.0.3')).status).toBe(
      201,
    );
  });

  it('lets one of five concurrent anonymous posts from one address through', async () => {
    const company = await buildCompany(db().knex);
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        post(proxied().client(), company.domain, FIVE_STARS, '10.3.0.4'),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 429, 429, 429, 429]);
    expect(await countRows(db().knex, 'reviews', { companyId: company.id })).toBe(1);
  });

  it('limits anonymous posts per address across companies to 10 an hour; accounts are not limited so', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const company = await buildCompany(db().knex);
      statuses.push(
        (await post(proxied().client(), company.domain, FIVE_STARS, '10.3.0.5')).status,
      );
    }
    expect(statuses).toEqual([...Array(10).fill(201), 429]);
    const refused = await post(
      proxied().client(),
      (await buildCompany(db().knex)).domain,
      FIVE_STARS,
      '10.3.0.5',
    );
    expect(refused.body).toEqual({ message: 'Too many requests, please try again later' });
    expect(await countRows(db().knex, 'reviews')).toBeGreaterThanOrEqual(10);
    const before = await countRows(db().knex, 'reviews');
    // A signed-in user at the same address posts.
    const user = await buildUser(db().knex, { isEmailVerified: true });
    const client = await signInUser(proxied().client(), user);
    const company = await buildCompany(db().knex);
    expect((await post(client, company.domain, FIVE_STARS, '10.3.0.5')).status).toBe(201);
    expect(await countRows(db().knex, 'reviews')).toBe(before + 1);
  });
});
