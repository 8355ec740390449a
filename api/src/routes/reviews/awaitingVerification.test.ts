import { beforeEach, describe, expect, it } from 'vitest';
import { Company } from '../../models/Company.ts';
import { Review } from '../../models/Review.ts';
import { deleteExpiredRows } from '../../services/housekeeping/deleteExpiredRows.ts';
import { useTestDatabase } from '../../test/database.ts';
import { buildCompany, buildReview, buildUser } from '../../test/factories.ts';
import { decodeMail, waitForMail } from '../../test/mail.ts';
import { resetRateLimits } from '../../test/rateLimits.ts';
import { signInUser } from '../../test/signIn.ts';
import type { TestClient } from '../../test/testClient.ts';
import { useTestServer } from '../../test/testServer.ts';

interface Item {
  id: number;
  title: string;
  status: string;
  isMine: boolean;
}

/**
 * Reviews without a verified email wait (issue 34 item 2), on the settings as they come: an
 * anonymous review is pending, seen only by its browser; signing up in that browser attaches it,
 * verifying the email publishes it (and mails its author); never claimed, it expires in 30 days.
 */
describe('reviews awaiting a verified email', () => {
  const db = useTestDatabase();
  const server = useTestServer(db);
  beforeEach(async () => {
    await resetRateLimits(db().knex);
    await db().knex('settings').delete();
  });

  const review = {
    title: 'Quick and kind',
    content: 'Sorted in a day',
    rating: 5,
    isComplaint: false,
  };
  const list = (domain: string, client: TestClient = server().client()) =>
    client.get<Item[]>(`/api/companies/domain/${domain}/reviews`);
  const figures = async (companyId: number) => {
    const company = await Company.query(db().knex).findById(companyId);
    return { reviewCount: company?.reviewCount, ratingSum: company?.ratingSum };
  };
  async function mailsTo(email: string, count: number): Promise<string[]> {
    // Up to 30 s: on a busy machine the mail is written a while after the answer.
    for (let wait = 0; wait < 300; wait += 1) {
      const mails = (await waitForMail(server().config.dataDir, 1, 0)).filter((mail) =>
        mail.includes(`To: ${email}`),
      );
      // Headers as written (folded lines joined: decoding them would eat a token's `=89`),
      // the body decoded from quoted-printable.
      if (mails.length >= count) {
        return mails.map((mail) => {
          const split = mail.indexOf('\r\n\r\n');
          const headers = mail.slice(0, split).replace(/\r?\n[ \t]+/g, ' ');
          return `${headers}\r\n\r\n${decodeMail(mail.slice(split + 4))}`;
        });
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`fewer than ${count} mails to ${email}`);
  }

  it('holds an anonymous review, attaches it at sign-up in the same browser, publishes it at verification and mails the author', async () => {
    const company = await buildCompany(db().knex, { name: 'Waiting Co' });
    const browser = server().client();
    const posted = await browser.post<{ review: Item; anonymous?: boolean }>(
      `/api/companies/domain/${company.domain}/reviews`,
      review,
    );
    expect(posted.status).toBe(201);
    expect(posted.body).toMatchObject({ anonymous: true, review: { status: 'pending' } });
    // Its author sees it as waiting; nobody else sees it; no figure moves.
    expect((await list(company.domain, browser)).body).toEqual([
      expect.objectContaining({ id: posted.body.review.id, status: 'pending', isMine: true }),
    ]);
    expect((await list(company.domain)).body).toEqual([]);
    expect(await figures(company.id)).toEqual({ reviewCount: 0, ratingSum: 0 });

    const email = `waiting-${Date.now()}@example.com`;
    const password = 'long-enough-password';
    const signedUp = await browser.post<{ id: string }>('/api/auth/register', {
      email,
      password,
      confirmPassword: password,
      firstName: 'Wanda',
    });
    expect(signedUp.status).toBe(201);
    expect(await Review.query(db().knex).findById(posted.body.review.id)).toMatchObject({
      userId: signedUp.body.id,
      status: 'pending',
      holdReason: 'verification',
    });
    expect(await figures(company.id)).toEqual({ reviewCount: 0, ratingSum: 0 });

    const [verification] = await mailsTo(email, 1);
    // `mailsTo` has decoded the body already: `linkInMail` would decode it a second time and
    // turn a token that starts with two hex digits (`token=8F…`) into another byte.
    const link = /https?:\/\/[^\s<>"]+/.exec(verification!)?.[0];
    const token = new URL(link!).searchParams.get('token');
    const verified = await server().client().post('/api/auth/verify-email', { token });
    expect(verified.status).toBe(200);
    expect(await Review.query(db().knex).findById(posted.body.review.id)).toMatchObject({
      status: 'published',
      holdReason: null,
    });
    expect(await figures(company.id)).toEqual({ reviewCount: 1, ratingSum: 5 });
    expect((await list(company.domain)).body.map((item) => item.id)).toEqual([
      posted.body.review.id,
    ]);

    const published = (await mailsTo(email, 2)).find((mail) => mail.includes('is published'));
    expect(published).toContain('Subject: Your review of Waiting Co is published');
    expect(published).toContain(`/company/${company.domain}#review-${posted.body.review.id}`);
    expect(published).toMatch(/List-Unsubscribe: <http[^>]+\/api\/unsubscribe\?token=[^>]+>/);
    expect(published).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
  });

  it('publishes a browser’s waiting review at once when it signs in to a verified account', async () => {
    const company = await buildCompany(db().knex);
    const browser = server().client();
    const posted = await browser.post<{ review: Item }>(
      `/api/companies/domain/${company.domain}/reviews`,
      review,
    );
    const user = await buildUser(db().knex, { isEmailVerified: true });
    await signInUser(browser, user);
    expect(await Review.query(db().knex).findById(posted.body.review.id)).toMatchObject({
      userId: user.id,
      status: 'published',
    });
    expect(await figures(company.id)).toEqual({ reviewCount: 1, ratingSum: 5 });
  });

  it('keeps one review per customer when a browser signs in: a second stays anonymous', async () => {
    const company = await buildCompany(db().knex);
    const user = await buildUser(db().knex, { isEmailVerified: true });
    const mine = await buildReview(db().knex, company, { userId: user.id });
    const browser = server().client();
    const posted = await browser.post<{ review: Item }>(
      `/api/companies/domain/${company.domain}/reviews`,
      review,
    );
    const complaint = await browser.post<{ review: Item }>(
      `/api/companies/domain/${company.domain}/reviews`,
      { ...review, title: 'Late again', isComplaint: true },
    );
    await signInUser(browser, user);
    expect(await Review.query(db().knex).findById(posted.body.review.id)).toMatchObject({
      userId: null,
      status: 'pending',
    });
    expect((await Review.query(db().knex).findById(complaint.body.review.id))?.userId).toBe(
      user.id,
    );
    expect(
      await Review.query(db().knex).where({
        userId: user.id,
        companyId: company.id,
        type: 'review',
      }),
    ).toEqual([expect.objectContaining({ id: mine.id })]);
  });

  it('holds a review by an unverified account, and publishes one by a verified account at once', async () => {
    const company = await buildCompany(db().knex);
    const unverified = await signInUser(
      server().client(),
      await buildUser(db().knex, { isEmailVerified: false }),
    );
    const held = await unverified.post<{ review: Item }>(
      `/api/companies/domain/${company.domain}/reviews`,
      review,
    );
    expect(held.body.review.status).toBe('pending');
    const verified = await signInUser(
      server().client(),
      await buildUser(db().knex, { isEmailVerified: true }),
    );
    const published = await verified.post<{ review: Item }>(
      `/api/companies/domain/${company.domain}/reviews`,
      review,
    );
    expect(published.body.review.status).toBe('published');
    expect(await figures(company.id)).toEqual({ reviewCount: 1, ratingSum: 5 });
  });

  it('deletes anonymous reviews nobody claimed in 30 days, and nothing else', async () => {
    const company = await buildCompany(db().knex);
    const user = await buildUser(db().knex, { isEmailVerified: false });
    const daysAgo = (days: number) => new Date(Date.now() - days * 24 * 60 * 60 * 1000);
    const waiting = { status: 'pending', holdReason: 'verification' } as const;
    const expired = await buildReview(db().knex, company, {
      ...waiting,
      visitorId: crypto.randomUUID(),
      createdAt: daysAgo(31),
    });
    const recent = await buildReview(db().knex, company, {
      ...waiting,
      visitorId: crypto.randomUUID(),
      createdAt: daysAgo(29),
    });
    const claimed = await buildReview(db().knex, company, {
      ...waiting,
      userId: user.id,
      createdAt: daysAgo(60),
    });
    const moderated = await buildReview(db().knex, company, {
      status: 'pending',
      holdReason: 'moderation',
      createdAt: daysAgo(60),
    });
    const before = await figures(company.id);
    const deleted = await deleteExpiredRows(db().knex);
    expect(deleted.unclaimedReviews).toBe(1);
    const rows = await Review.query(db().knex).where({ companyId: company.id }).select('id');
    const left = rows.map((row) => row.id);
    expect(left.sort()).toEqual([recent.id, claimed.id, moderated.id].sort());
    expect(left).not.toContain(expired.id);
    expect(await figures(company.id)).toEqual(before);
  });
});
