import { beforeEach, describe, expect, it } from 'vitest';
import { Company } from '../../models/Company.ts';
import { Review } from '../../models/Review.ts';
import { useTestDatabase } from '../../test/database.ts';
import { buildAdmin, buildCompany, buildReview, buildUser } from '../../test/factories.ts';
import { waitForMail } from '../../test/mail.ts';
import { resetRateLimits } from '../../test/rateLimits.ts';
import { signInAdmin, signInUser } from '../../test/signIn.ts';
import { newKey } from '../../test/testClient.ts';
import { useTestServer } from '../../test/testServer.ts';

interface Item {
  id: number;
  response: { content: string; createdAt: string; updatedAt: string } | null;
}

/** Business responses by the claimed owner (issue 13, item 3). */
describe('PUT and DELETE /api/reviews/{id}/response', () => {
  const db = useTestDatabase();
  const server = useTestServer(db);
  beforeEach(() => resetRateLimits(db().knex));

  /** A company claimed through the admin approval, bound to the claimant's account. */
  async function claimedCompany() {
    const owner = await buildUser(db().knex);
    const company = await buildCompany(db().knex);
    const [claim] = await db()
      .knex('claim_requests')
      .insert({ companyId: company.id, email: 'someone@elsewhere.org', userId: owner.id })
      .returning('id');
    const admin = await signInAdmin(server().client(), await buildAdmin(db().knex));
    const approved = await admin.post(`/api/admin/claim-requests/${claim.id}/approve`);
    expect(approved.status).toBe(200);
    expect((await Company.query(db().knex).findById(company.id))?.ownerUserId).toBe(owner.id);
    return { owner, company, admin };
  }

  it('answers 401 → 400 → 403 → 404, writing nothing', async () => {
    const { company } = await claimedCompany();
    const review = await buildReview(db().knex, company);
    const url = `/api/reviews/${review.id}/response`;
    expect((await server().client().put(url, { content: 'Thanks' })).status).toBe(401);

    const stranger = server().client();
    await signInUser(stranger, await buildUser(db().knex));
    expect((await stranger.put(url, { content: '  ' })).body).toMatchObject({
      message: 'content: Response cannot be empty',
    });
    const forbidden = await stranger.put(url, { content: 'Thanks' });
    expect(forbidden.status).toBe(403);
    expect(forbidden.body).toEqual({
      message: 'Only the owner of this company profile can respond to its reviews',
    });
    expect((await stranger.put('/api/reviews/999999/response', { content: 'x' })).status).toBe(404);
    expect((await Review.query(db().knex).findById(review.id))?.responseContent).toBeNull();
  });

  it('lets the owner respond once, edit it, and remove it; staff may remove it too', async () => {
    const { owner, company, admin } = await claimedCompany();
    const review = await buildReview(db().knex, company, { title: 'Late delivery' });
    const client = server().client();
    await signInUser(client, owner);
    const url = `/api/reviews/${review.id}/response`;

    const posted = await client.put<{ review: Item }>(
      url,
      { content: ' Sorry, fixed now. ' },
      { 'Idempotency-Key': newKey() },
    );
    expect(posted.status).toBe(201);
    expect(posted.body.review.response).toMatchObject({ content: 'Sorry, fixed now.' });
    const edited = await client.put<{ review: Item }>(url, { content: 'Refund sent.' });
    expect(edited.status).toBe(200);
    expect(edited.body.review.response?.createdAt).toBe(posted.body.review.response?.createdAt);

    const listed = await server()
      .client()
      .get<Item[]>(`/api/companies/domain/${company.domain}/reviews`);
    expect(listed.body.find((item) => item.id === review.id)?.response).toEqual({
      content: 'Refund sent.',
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });

    expect((await client.delete(url)).body).toEqual({ message: 'Response removed', id: review.id });
    expect((await client.delete(url)).status).toBe(404);

    await client.put(url, { content: 'Again' });
    const removed = await admin.delete(`/api/admin/reviews/${review.id}/response`);
    expect(removed.status).toBe(200);
    expect((await Review.query(db().knex).findById(review.id))?.responseContent).toBeNull();
  });

  it('tells the owner, and only them, which reviews of the company list they may answer', async () => {
    const { owner, company } = await claimedCompany();
    const review = await buildReview(db().knex, company, { title: 'Public' });
    const author = await buildUser(db().knex);
    const held = await buildReview(db().knex, company, {
      title: 'Held',
      userId: author.id,
      status: 'pending',
      holdReason: 'moderation',
    } as Partial<Review>);
    const url = `/api/companies/domain/${company.domain}/reviews`;
    type Listed = Item & { canRespond: boolean };
    const asOwner = server().client();
    await signInUser(asOwner, owner);
    expect(
      (await asOwner.get<Listed[]>(url)).body.map((item) => [item.id, item.canRespond]),
    ).toEqual([[review.id, true]]);

    // The author sees their held review, which nobody may answer yet; strangers answer nothing.
    const asAuthor = server().client();
    await signInUser(asAuthor, author);
    expect(
      (await asAuthor.get<Listed[]>(url)).body.map((item) => [item.id, item.canRespond]),
    ).toEqual([
      [held.id, false],
      [review.id, false],
    ]);
    const anonymous = await server().client().get<Listed[]>(url);
    expect(anonymous.body.map((item) => item.canRespond)).toEqual([false]);
  });

  it('mails the owner when a new review arrives for their company', async () => {
    const { owner, company } = await claimedCompany();
    // A verified author: an anonymous review waits for an account (issue 34), unmailed.
    const author = await signInUser(
      server().client(),
      await buildUser(db().knex, { isEmailVerified: true }),
    );
    const posted = await author.post(`/api/companies/domain/${company.domain}/reviews`, {
      title: 'Great support',
      content: 'Quick answers',
      rating: 5,
      isComplaint: false,
    });
    expect(posted.status).toBe(201);
    let mails: string[] = [];
    for (let attempt = 0; attempt < 50 && mails.length === 0; attempt += 1) {
      mails = (await waitForMail(server().config.dataDir)).filter((mail) =>
        mail.includes(`To: ${owner.email}`),
      );
      if (mails.length === 0) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(mails).toHaveLength(1);
    expect(mails[0]).toContain(`Subject: New review for ${company.name}`);
  });
});
