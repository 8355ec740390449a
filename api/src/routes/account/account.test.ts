import { beforeEach, describe, expect, it } from 'vitest';
import { Company } from '../../models/Company.ts';
import { countRows } from '../../test/count.ts';
import { useTestDatabase } from '../../test/database.ts';
import { buildCompany, buildReview, buildUser, TEST_PASSWORD } from '../../test/factories.ts';
import { resetRateLimits } from '../../test/rateLimits.ts';
import { signInUser } from '../../test/signIn.ts';
import type { TestClient } from '../../test/testClient.ts';
import { useTestServer } from '../../test/testServer.ts';

interface Export {
  format: string;
  account: Record<string, unknown>;
  [section: string]: unknown;
}

/** GDPR mode (issue 15 item 15): a user's own data export and account deletion. */
describe('/api/account', () => {
  const db = useTestDatabase();
  const server = useTestServer(db);
  beforeEach(async () => {
    await resetRateLimits(db().knex);
    await db().knex('settings').delete();
    await db().knex('login_failures').delete();
  });

  const remove = (client: TestClient, body: unknown) =>
    client.request<{ message: string }>('DELETE', '/api/account', body);

  const counters = async (companyId: number) =>
    Company.query(db().knex)
      .findById(companyId)
      .select(
        'reviewCount',
        'ratingCount',
        'ratingSum',
        'complaintCount',
        'upvoteCount',
        'clapCount',
        'trustWeightSum',
        'trustRatingSum',
      );

  /** A member who has done a bit of everything, through the API as the site does it. */
  async function activeMember() {
    const user = await buildUser(db().knex, { firstName: 'Ann', lastName: 'Lee' });
    const claimEmail = `ann-${user.id.slice(0, 8)}@other.com`;
    const client = server().client();
    await signInUser(client, user);
    const company = await buildCompany(db().knex);
    const other = await buildCompany(db().knex);
    const othersReview = await buildReview(db().knex, other, { title: 'Someone else' });
    const post = (body: Record<string, unknown>) =>
      client.post<{ review: { id: number } }>(`/api/companies/domain/${company.domain}/reviews`, {
        content: 'Delivered on time',
        ...body,
      });
    const review = (await post({ title: 'Good', rating: 5, isComplaint: false })).body.review;
    const complaint = (await post({ title: 'Late invoice', rating: 2, isComplaint: true })).body
      .review;
    expect(
      (await client.post(`/api/reviews/${othersReview.id}/replies`, { content: 'Agreed' })).status,
    ).toBe(201);
    expect(
      (await client.post(`/api/reviews/${othersReview.id}/vote`, { voteType: 'upvote' })).status,
    ).toBe(201);
    expect(
      (await client.post(`/api/reviews/${othersReview.id}/flags`, { reason: 'fake' })).status,
    ).toBe(201);
    const question = await client.post<{ id: number }>(`/api/companies/${other.id}/questions`, {
      title: 'Do they ship abroad?',
    });
    expect(question.status).toBe(201);
    const answer = await client.post<{ id: number }>(`/api/questions/${question.body.id}/answers`, {
      content: 'They do',
    });
    expect(answer.status).toBe(201);
    // Someone else's question, which the member upvotes.
    const asker = server().client();
    await signInUser(asker, await buildUser(db().knex));
    const theirs = await asker.post<{ id: number }>(`/api/companies/${other.id}/questions`, {
      title: 'Any good?',
    });
    expect(
      (await client.post(`/api/questions/${theirs.body.id}/vote`, { voteType: 'upvote' })).status,
    ).toBe(201);
    expect((await client.post(`/api/companies/${other.id}/subscribe`)).status).toBe(200);
    expect(
      (await client.post(`/api/companies/domain/${other.domain}/claim`, { email: claimEmail }))
        .status,
    ).toBe(201);
    expect(
      (await client.post(`/api/companies/${other.id}/report`, { issue: 'Wrong phone' })).status,
    ).toBe(201);
    await db().knex('contact_messages').insert({
      firstName: 'Ann',
      lastName: 'Lee',
      email: user.email.toUpperCase(),
      subject: 'Hello',
      message: 'About my data',
    });
    await db().knex('companies').where('id', company.id).update({
      ownerUserId: user.id,
      isClaimed: true,
      claimedBy: user.email,
      claimedAt: new Date(),
    });
    return {
      user,
      client,
      claimEmail,
      company,
      other,
      othersReview,
      review,
      complaint,
      theirs: theirs.body,
    };
  }

  it('answers 401 signed out, and 403 with the support address when GDPR mode is off', async () => {
    const nobody = server().client();
    expect((await nobody.get('/api/account/export')).status).toBe(401);
    const unsigned = await remove(nobody, { password: TEST_PASSWORD });
    expect(unsigned.status).toBe(401);
    expect(unsigned.body).toEqual({ message: 'Please sign in first' });
    expect((await nobody.get('/api/account/data-rights')).body).toEqual({
      selfService: true,
      supportEmail: 'support@example.com',
    });

    await db()
      .knex('settings')
      .insert([
        { key: 'gdprMode', value: JSON.stringify(false) },
        { key: 'supportEmail', value: JSON.stringify('privacy@reviews.example') },
      ]);
    const user = await buildUser(db().knex);
    const client = server().client();
    await signInUser(client, user);
    const message = 'Account export and deletion are handled by support: privacy@reviews.example';
    const exported = await client.get('/api/account/export');
    expect(exported.status).toBe(403);
    expect(exported.body).toEqual({ message });
    const deleted = await remove(client, { password: TEST_PASSWORD });
    expect(deleted.status).toBe(403);
    expect(deleted.body).toEqual({ message });
    expect(await countRows(db().knex, 'users')).toBeGreaterThan(0);
    expect((await client.get('/api/account/data-rights')).body).toEqual({
      selfService: false,
      supportEmail: 'privacy@reviews.example',
    });
  });

  it('exports everything stored about the user as a JSON download, without secrets', async () => {
    const member = await activeMember();
    await db()
      .knex('users')
      .where('id', member.user.id)
      .update({ emailVerificationToken: 'a'.repeat(64), passwordResetToken: 'b'.repeat(64) });
    // Another member's things stay out of it.
    const stranger = server().client();
    const strangerUser = await buildUser(db().knex);
    await signInUser(stranger, strangerUser);
    await stranger.post(`/api/companies/domain/${member.company.domain}/reviews`, {
      title: 'Not Ann',
      content: 'Someone else',
      rating: 1,
      isComplaint: false,
    });

    await db()
      .knex('mail_opt_outs')
      .insert([
        { userId: member.user.id, kind: 'review_response' },
        { userId: strangerUser.id, kind: 'review_published' },
      ]);

    const response = await member.client.get<Export>('/api/account/export');
    expect(response.status).toBe(200);
    const day = new Date().toISOString().slice(0, 10);
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="b2b-reviews-account-${day}.json"`,
    );
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('content-type')).toContain('application/json');
    const data = response.body;
    expect(data.format).toBe('b2b-reviews-account-export/1');
    expect(data.account).toMatchObject({
      id: member.user.id,
      email: member.user.email,
      firstName: 'Ann',
      lastName: 'Lee',
    });
    expect(data.reviews).toEqual([
      expect.objectContaining({ id: member.review.id, title: 'Good', status: 'published' }),
      expect.objectContaining({ id: member.complaint.id, type: 'complaint', editedAt: null }),
    ]);
    expect(data.replies).toEqual([expect.objectContaining({ content: 'Agreed' })]);
    expect(data.reviewVotes).toEqual([
      expect.objectContaining({ reviewId: member.othersReview.id, voteType: 'upvote' }),
    ]);
    expect(data.flags).toEqual([expect.objectContaining({ reason: 'fake' })]);
    expect(data.questions).toEqual([expect.objectContaining({ title: 'Do they ship abroad?' })]);
    expect(data.answers).toEqual([expect.objectContaining({ content: 'They do' })]);
    expect(data.questionVotes).toEqual([
      expect.objectContaining({ questionId: member.theirs.id, voteType: 'upvote' }),
    ]);
    expect(data.answerVotes).toEqual([]);
    expect(data.subscriptions).toEqual([
      expect.objectContaining({ companyId: member.other.id, companyDomain: member.other.domain }),
    ]);
    expect(data.claims).toEqual([
      expect.objectContaining({ email: member.claimEmail, status: 'pending' }),
    ]);
    expect(data.reports).toEqual([expect.objectContaining({ issue: 'Wrong phone' })]);
    expect(data.ownedCompanies).toEqual([expect.objectContaining({ id: member.company.id })]);
    expect(data.contactMessages).toEqual([expect.objectContaining({ subject: 'Hello' })]);
    expect(data.businessResponses).toEqual([]);
    expect(data.mailOptOuts).toEqual([expect.objectContaining({ kind: 'review_response' })]);

    const stored = await db().knex('users').where('id', member.user.id).first();
    for (const secret of [stored.password, stored.emailVerificationToken, 'b'.repeat(64)]) {
      expect(response.text).not.toContain(secret);
    }
    expect(response.text).not.toMatch(/"password"|[Tt]oken/);
    expect(response.text).not.toContain('Not Ann');
    expect(response.text).not.toContain(strangerUser.email);
  });

  it('pages a heavy account through the whole export', async () => {
    const user = await buildUser(db().knex);
    const company = await buildCompany(db().knex);
    const reviews = await db()
      .knex('reviews')
      .insert(
        Array.from({ length: 1_203 }, (_, i) => ({
          companyId: company.id,
          userId: user.id,
          title: `Review ${i}`,
          content: 'Fine',
          rating: 4,
        })),
      )
      .returning('id');
    const client = server().client();
    await signInUser(client, user);
    const response = await client.get<Export>('/api/account/export');
    const exported = response.body.reviews as Array<{ id: number }>;
    expect(exported.map((review) => review.id)).toEqual(
      reviews.map((row) => row.id).sort((a, b) => a - b),
    );
  });

  it('refuses a cross-site request, and a wrong or missing password (counted toward the lock-out)', async () => {
    const user = await buildUser(db().knex);
    const client = server().client();
    await signInUser(client, user);
    const forged = await client.request(
      'DELETE',
      '/api/account',
      { password: TEST_PASSWORD },
      {
        Origin: 'https://evil.example',
      },
    );
    expect(forged.status).toBe(403);
    expect(forged.body).toEqual({ message: 'Cross-origin request refused' });
    const missing = await remove(client, {});
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({ message: 'password: Please enter your password' });
    const wrong = await remove(client, { password: 'not-my-password' });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toEqual({ message: 'The password is not correct' });
    expect(await db().knex('login_failures').first('failures')).toEqual({ failures: 1 });
    expect(await db().knex('users').where('id', user.id).first('id')).toBeDefined();
    expect((await client.get('/api/auth/user')).status).toBe(200);
  });

  it('deletes the account, keeping what it wrote anonymised and every counter as it was', async () => {
    const member = await activeMember();
    // A second browser signed in to the same account, and someone else's untouched account.
    const phone = server().client();
    await signInUser(phone, member.user);
    const bystander = await buildUser(db().knex, { firstName: 'Bo' });
    const bystanderClient = server().client();
    await signInUser(bystanderClient, bystander);
    await bystanderClient.post(`/api/reviews/${member.review.id}/vote`, { voteType: 'upvote' });
    await member.client.post(`/api/reviews/${member.othersReview.id}/vote`, { voteType: 'clap' });

    const before = {
      company: await counters(member.company.id),
      other: await counters(member.other.id),
      reviews: await db()
        .knex('reviews')
        .orderBy('id')
        .select('id', 'upvotes', 'downvotes', 'claps', 'replyCount', 'openFlagCount', 'status'),
      votes: await countRows(db().knex, 'review_votes'),
      question: await db().knex('questions').where('id', member.theirs.id).first('upvotes'),
    };
    expect(before.question).toEqual({ upvotes: 1 });

    const deleted = await remove(member.client, { password: TEST_PASSWORD });
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual({ message: 'Account deleted' });

    const knex = db().knex;
    expect(await knex('users').where('id', member.user.id).first()).toBeUndefined();
    // Reviews, replies, questions, answers stay, by no one.
    const reviews = await knex('reviews').whereIn('id', [member.review.id, member.complaint.id]);
    expect(reviews).toHaveLength(2);
    for (const review of reviews) expect(review).toMatchObject({ userId: null, visitorId: null });
    expect(
      await knex('review_replies').where({ reviewId: member.othersReview.id }).first(),
    ).toMatchObject({
      userId: null,
      visitorId: null,
    });
    expect(await knex('questions').where({ companyId: member.other.id }).orderBy('id')).toEqual([
      expect.objectContaining({ title: 'Do they ship abroad?', userId: null }),
      expect.objectContaining({ title: 'Any good?', userId: expect.any(String) }),
    ]);
    expect(await knex('question_answers').where('userId', member.user.id)).toEqual([]);
    expect(
      await knex('question_answers').where({ content: 'They do' }).whereNull('userId'),
    ).not.toHaveLength(0);
    // Counters, averages and trust sums did not move; review votes stay counted, unlinked.
    expect(await counters(member.company.id)).toEqual(before.company);
    expect(await counters(member.other.id)).toEqual(before.other);
    expect(
      await knex('reviews')
        .orderBy('id')
        .select('id', 'upvotes', 'downvotes', 'claps', 'replyCount', 'openFlagCount', 'status'),
    ).toEqual(before.reviews);
    expect(await countRows(knex, 'review_votes')).toBe(before.votes);
    expect(await knex('review_votes').where('voterId', member.user.id).first()).toBeUndefined();
    expect(
      await knex('review_votes')
        .where('reviewId', member.othersReview.id)
        .orderBy('voteType')
        .select('userId', 'voteType'),
    ).toEqual([
      { userId: null, voteType: 'clap' },
      { userId: null, voteType: 'upvote' },
    ]);
    // Question votes go, with the question's counter.
    expect(await knex('questions').where('id', member.theirs.id).first('upvotes')).toEqual({
      upvotes: 0,
    });
    expect(await knex('question_votes').where('questionId', member.theirs.id)).toEqual([]);
    // Ownership released, claims and subscriptions gone.
    expect(await knex('companies').where('id', member.company.id).first()).toMatchObject({
      ownerUserId: null,
      isClaimed: false,
      claimedBy: null,
    });
    expect(await knex('claim_requests').where('companyId', member.other.id)).toEqual([]);
    expect(await knex('subscriptions').where('companyId', member.other.id)).toEqual([]);
    // Signed out here and on the other device; signing in again fails.
    expect((await member.client.get('/api/auth/user')).status).toBe(401);
    expect((await phone.get('/api/auth/user')).status).toBe(401);
    const again = await server().client().post('/api/auth/login', {
      email: member.user.email,
      password: TEST_PASSWORD,
    });
    expect(again.status).toBe(401);
    // The company page shows the review, by Anonymous as every review is.
    const page = await server()
      .client()
      .get<Array<{ id: number; title: string }>>(
        `/api/companies/domain/${member.company.domain}/reviews`,
      );
    expect(page.body.map((review) => review.title)).toContain('Good');
    // Admins see the deletion, with the id alone; the log names the user nowhere.
    const entry = await knex('activity').where({ type: 'user_deleted' }).first();
    expect(entry).toMatchObject({
      message: 'User account deleted',
      entityType: 'user',
      entityId: member.user.id,
    });
    const log = JSON.stringify(await knex('activity').select('message', 'metadata'));
    expect(log).not.toContain(member.user.email);
    expect(log).not.toContain(member.claimEmail);
    expect(log).not.toContain('Ann Lee');
    // The bystander is untouched.
    expect(await knex('users').where('id', bystander.id).first()).toMatchObject({
      firstName: 'Bo',
    });
    expect((await bystanderClient.get('/api/auth/user')).status).toBe(200);
    expect(
      await knex('review_votes')
        .where({ userId: bystander.id, reviewId: member.review.id })
        .first(),
    ).toMatchObject({ voteType: 'upvote' });
  });

  it('hands a review waiting for the deleted account to verify its email to staff', async () => {
    const user = await buildUser(db().knex, { isEmailVerified: false });
    const company = await buildCompany(db().knex);
    const client = server().client();
    await signInUser(client, user);
    const posted = await client.post<{ review: { id: number } }>(
      `/api/companies/domain/${company.domain}/reviews`,
      { title: 'Held', content: 'Waiting', rating: 3, isComplaint: false },
    );
    expect(posted.status).toBe(201);
    expect(await db().knex('reviews').where('id', posted.body.review.id).first()).toMatchObject({
      status: 'pending',
      holdReason: 'verification',
    });
    expect((await remove(client, { password: TEST_PASSWORD })).status).toBe(200);
    expect(await db().knex('reviews').where('id', posted.body.review.id).first()).toMatchObject({
      status: 'pending',
      holdReason: 'moderation',
      userId: null,
    });
  });
});
