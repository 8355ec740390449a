import { beforeEach, describe, expect, it } from 'vitest';
import { Company } from '../../models/Company.ts';
import { Review } from '../../models/Review.ts';
import { User } from '../../models/User.ts';
import { useTestDatabase } from '../../test/database.ts';
import { buildCompany } from '../../test/factories.ts';
import { linkInMail, waitForMail } from '../../test/mail.ts';
import { resetRateLimits } from '../../test/rateLimits.ts';
import type { TestClient } from '../../test/testClient.ts';
import { newKey } from '../../test/testClient.ts';
import { useTestServer } from '../../test/testServer.ts';

/** Verified reviewers (issue 13, item 1). */
describe('email verification', () => {
  const db = useTestDatabase();
  const server = useTestServer(db);
  beforeEach(async () => {
    await resetRateLimits(db().knex);
    await db().knex('settings').delete();
  });

  let sequence = 0;
  async function signUp(client: TestClient) {
    sequence += 1;
    const email = `verify-${sequence}-${Date.now()}@example.com`;
    const response = await client.post<{ id: string; isEmailVerified: boolean }>(
      '/api/auth/register',
      { email, password: 'secret12', confirmPassword: 'secret12', firstName: 'Vera' },
    );
    expect(response.status).toBe(201);
    expect(response.body.isEmailVerified).toBe(false);
    return { id: response.body.id, email };
  }

  async function mailTo(email: string, count = 1): Promise<string[]> {
    for (let wait = 1; wait <= 50; wait += 1) {
      const mails = (await waitForMail(server().config.dataDir, 1)).filter((mail) =>
        mail.includes(`To: ${email}`),
      );
      if (mails.length >= count) return mails;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`no mail to ${email}`);
  }

  it('mails a single-use, hashed, 24-hour link at sign-up; following it verifies and publishes held reviews', async () => {
    const company = await buildCompany(db().knex);
    const client = server().client();
    const { id, email } = await signUp(client);

    // "Require email verification" is on by default: the review waits, seen only by its author.
    const posted = await client.post<{ review: { id: number; status: string } }>(
      `/api/companies/domain/${company.domain}/reviews`,
      { title: 'Solid', content: 'Good service', rating: 5, isComplaint: false },
    );
    expect(posted.body.review.status).toBe('pending');
    expect(await Company.query(db().knex).findById(company.id)).toMatchObject({ reviewCount: 0 });
    const list = `/api/companies/domain/${company.domain}/reviews`;
    expect((await server().client().get<unknown[]>(list)).body).toEqual([]);

    const [mail] = await mailTo(email);
    const link = new URL(linkInMail(mail!)!);
    expect(link.pathname).toBe('/verify-email');
    const token = link.searchParams.get('token')!;
    const stored = await User.query(db().knex).findById(id);
    expect(stored?.emailVerificationToken).toMatch(/^[0-9a-f]{64}$/);
    expect(stored?.emailVerificationToken).not.toBe(token);
    const hours =
      (stored!.emailVerificationExpires!.getTime() - stored!.emailVerificationSentAt!.getTime()) /
      3_600_000;
    expect(hours).toBeCloseTo(24, 5);

    // A scanner fetching an older mail's API link spends nothing (issue 38): it is sent to the
    // page, whose button POSTs the token.
    const fetched = await server().client().get(`/api/auth/verify-email?token=${token}`);
    expect(fetched.status).toBe(303);
    expect(fetched.headers.get('location')).toBe(`/verify-email?token=${token}`);
    expect((await User.query(db().knex).findById(id))?.isEmailVerified).toBe(false);
    expect((await Review.query(db().knex).findById(posted.body.review.id))?.status).toBe('pending');

    const followed = await server().client().post('/api/auth/verify-email', { token });
    expect(followed.status).toBe(200);
    expect((await client.get<{ isEmailVerified: boolean }>('/api/auth/user')).body).toMatchObject({
      isEmailVerified: true,
    });
    expect(await Review.query(db().knex).findById(posted.body.review.id)).toMatchObject({
      status: 'published',
      holdReason: null,
    });
    expect(await Company.query(db().knex).findById(company.id)).toMatchObject({
      reviewCount: 1,
      ratingSum: 5,
    });
    const publicList = await server().client().get<Array<{ isVerified: boolean }>>(list);
    expect(publicList.body).toEqual([expect.objectContaining({ isVerified: true })]);

    // Single use.
    const again = await server().client().post('/api/auth/verify-email', { token });
    expect(again.status).toBe(410);
    expect(again.body).toEqual({
      message: 'This verification link is invalid or has already been used',
    });
  });

  it('refuses a bad or expired token with 400 / 410 and verifies nothing', async () => {
    const client = server().client();
    const { id, email } = await signUp(client);
    const [mail] = await mailTo(email);
    const token = new URL(linkInMail(mail!)!).searchParams.get('token')!;
    expect((await client.post('/api/auth/verify-email', {})).status).toBe(400);
    expect((await client.post('/api/auth/verify-email', { token: 'nope' })).status).toBe(410);
    await User.query(db().knex)
      .findById(id)
      .patch({ emailVerificationExpires: new Date(Date.now() - 1000) });
    const expired = await client.post('/api/auth/verify-email', { token });
    expect(expired.status).toBe(410);
    expect(expired.body).toEqual({
      message: 'This verification link has expired: please ask for a new one',
    });
    expect((await User.query(db().knex).findById(id))?.isEmailVerified).toBe(false);
  });

  it('resends a new link to the signed-in user, rate limited, replacing the old one', async () => {
    expect((await server().client().post('/api/auth/verify-email/resend')).status).toBe(401);
    const client = server().client();
    const { id, email } = await signUp(client);
    const first = (await User.query(db().knex).findById(id))?.emailVerificationToken;
    const resent = await client.post('/api/auth/verify-email/resend', undefined, {
      'Idempotency-Key': newKey(),
    });
    expect(resent.status).toBe(202);
    expect(resent.body).toEqual({ message: 'Verification email sent' });
    const mails = await mailTo(email, 2);
    expect(mails).toHaveLength(2);
    expect((await User.query(db().knex).findById(id))?.emailVerificationToken).not.toBe(first);
    // The old link no longer works.
    const oldToken = new URL(linkInMail(mails[0]!)!).searchParams.get('token');
    const newToken = new URL(linkInMail(mails[1]!)!).searchParams.get('token');
    const tokens = [oldToken, newToken];
    const answers = await Promise.all(
      tokens.map((token) => server().client().post('/api/auth/verify-email', { token })),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 410]);

    // Verified now: nothing to resend. The fourth request in the hour is rate limited.
    const done = await client.post('/api/auth/verify-email/resend');
    expect(done.status).toBe(409);
    expect(done.body).toEqual({ message: 'Your email is already verified' });
    await client.post('/api/auth/verify-email/resend');
    expect((await client.post('/api/auth/verify-email/resend')).status).toBe(429);
  });
});
