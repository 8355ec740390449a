import { beforeEach, describe, expect, it } from 'vitest';
import { ClaimRequest } from '../../models/ClaimRequest.ts';
import { Company } from '../../models/Company.ts';
import { Review } from '../../models/Review.ts';
import { User } from '../../models/User.ts';
import { countRows } from '../../test/count.ts';
import { useTestDatabase } from '../../test/database.ts';
import { buildCompany, buildReview, buildUser } from '../../test/factories.ts';
import { linkInMail, waitForMail, waitForMailTo } from '../../test/mail.ts';
import { resetRateLimits } from '../../test/rateLimits.ts';
import { signInUser } from '../../test/signIn.ts';
import type { TestClient } from '../../test/testClient.ts';
import { useTestServer } from '../../test/testServer.ts';

describe('claims', () => {
  const db = useTestDatabase();
  const server = useTestServer(db);
  const client = () => server().client();
  beforeEach(() => resetRateLimits(db().knex));

  const claim = (domain: string, email: unknown) =>
    client().post<{
      message: string;
      claim: { id: number; status: string };
      verificationSent: boolean;
    }>(`/api/companies/domain/${domain}/claim`, { email });

  it('answers 400 for a bad email or domain and 404 for an unknown company', async () => {
    const bad = await claim('acme.com', 'not-an-email');
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({
      message: 'email: Please enter a valid business email address',
    });
    expect((await claim('hello', 'a@b.com')).body).toEqual({ message: 'Invalid domain' });
    const missing = await claim('unclaimed-unknown.com', 'a@unclaimed-unknown.com');
    expect(missing.status).toBe(404);
    expect(await countRows(db().knex, 'claim_requests')).toBe(0);
  });

  it('leaves a claim from another domain pending for the admins, and refuses a second one (409)', async () => {
    const company = await buildCompany(db().knex);
    const first = await claim(company.domain, 'Owner@Gmail.com');
    expect(first.status).toBe(201);
    expect(first.body).toEqual({
      message: 'Claim request submitted and will be reviewed by our admin team',
      claim: { id: expect.any(Number), status: 'pending' },
      verificationSent: false,
    });
    const stored = await ClaimRequest.query(db().knex).findById(first.body.claim.id);
    expect(stored).toMatchObject({
      email: 'owner@gmail.com',
      status: 'pending',
      verificationToken: null,
    });
    const second = await claim(company.domain, 'owner@gmail.com');
    expect(second.status).toBe(409);
    expect(second.body).toEqual({ message: 'A claim request for this email is already pending' });
    expect(await countRows(db().knex, 'activity', { type: 'claim_submitted' })).toBe(1);
  });

  it('mails a link to the claim page; its GET changes nothing, the page’s POST verifies once', async () => {
    const company = await buildCompany(db().knex, { domain: 'verify-me.com' });
    const response = await claim('verify-me.com', 'ceo@mail.verify-me.com');
    expect(response.status).toBe(201);
    expect(response.body.verificationSent).toBe(true);
    const mail = await waitForMailTo(server().config.dataDir, 'ceo@mail.verify-me.com');
    const link = new URL(linkInMail(mail)!);
    expect(link.pathname).toBe('/claim/verify');
    const token = link.searchParams.get('token')!;
    const stored = await ClaimRequest.query(db().knex).findById(response.body.claim.id);
    expect(stored?.verificationToken).not.toBe(token);

    // An older mail's API link (or a scanner fetching it): nothing is spent. (The page's own
    // GET is the web app's; the browser journey opens it.)
    const older = await client().get(`/api/claims/verify?token=${token}`);
    expect(older.status).toBe(303);
    expect(older.headers.get('location')).toBe(`/claim/verify?token=${token}`);
    expect((await ClaimRequest.query(db().knex).findById(stored!.id))?.status).toBe('pending');
    expect((await Company.query(db().knex).findById(company.id))?.isClaimed).toBe(false);

    const confirmed = await client().post('/api/claims/verify', { token });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toEqual({
      message: 'Claim verified',
      claim: { id: stored!.id, status: 'verified' },
      company: { id: company.id, name: company.name, domain: 'verify-me.com' },
      email: 'ceo@mail.verify-me.com',
      ownerBound: false,
    });
    expect(await Company.query(db().knex).findById(company.id)).toMatchObject({
      isClaimed: true,
      claimedBy: 'ceo@mail.verify-me.com',
      ownerUserId: null,
    });

    const reused = await client().post('/api/claims/verify', { token });
    expect(reused.status).toBe(410);
    expect(reused.body).toEqual({
      message: 'This verification link is invalid, expired or already used',
    });
  });

  it('refuses malformed or unknown tokens, writing nothing', async () => {
    await buildCompany(db().knex, { domain: 'json-verify.com' });
    await claim('json-verify.com', 'boss@json-verify.com');
    expect((await client().post('/api/claims/verify', { token: 'short' })).status).toBe(400);
    expect((await client().get('/api/claims/verify?token=short')).status).toBe(400);
    expect((await client().post('/api/claims/verify', { token: 'x'.repeat(43) })).status).toBe(410);
    expect(
      await countRows(db().knex, 'claim_requests', {
        status: 'pending',
        email: 'boss@json-verify.com',
      }),
    ).toBe(1);
  });

  it('binds the account holding the verified address, never the sender (issue 38)', async () => {
    // The reproduction: mallory claims victimco naming its CEO; the CEO follows the link.
    const company = await buildCompany(db().knex, { domain: 'victimco-test.com' });
    const review = await buildReview(db().knex, company);
    const mallory = client();
    await signInUser(mallory, await buildUser(db().knex, { email: 'mallory@evil-test.net' }));
    const sent = await mallory.post(`/api/companies/domain/victimco-test.com/claim`, {
      email: 'ceo@victimco-test.com',
    });
    expect(sent.status).toBe(201);
    const mail = await waitForMailTo(server().config.dataDir, 'ceo@victimco-test.com');
    const token = new URL(linkInMail(mail)!).searchParams.get('token');
    const confirmed = await client().post('/api/claims/verify', { token });
    expect(confirmed.body).toMatchObject({ ownerBound: false });

    const respond = (as: TestClient) =>
      as.put(`/api/reviews/${review.id}/response`, { content: 'Refunds to evil@x' });
    const addFaq = (as: TestClient) =>
      as.post(`/api/companies/${company.id}/faqs`, { question: 'Scam?', answer: 'Yes' });
    const isOwner = async (as: TestClient) =>
      (await as.get<{ isOwner: boolean }>('/api/companies/domain/victimco-test.com')).body.isOwner;
    expect((await respond(mallory)).status).toBe(403);
    expect((await addFaq(mallory)).status).toBe(403);
    expect(await isOwner(mallory)).toBe(false);

    // Registering the claimed address without verifying it makes nobody the owner.
    const ceo = client();
    const registered = await ceo.post('/api/auth/register', {
      email: 'ceo@victimco-test.com',
      password: 'correct horse battery',
      confirmPassword: 'correct horse battery',
    });
    expect(registered.status).toBe(201);
    expect((await respond(ceo)).status).toBe(403);
    expect((await addFaq(ceo)).status).toBe(403);
    expect(await isOwner(ceo)).toBe(false);
    expect(await countRows(db().knex, 'faqs')).toBe(0);
    expect((await Review.query(db().knex).findById(review.id))?.responseContent).toBeNull();

    // Verifying it (the sign-up mail's page, then its button) completes the claim.
    const signUpMail = (await waitForMail(server().config.dataDir, 3)).find(
      (text) => text.includes('To: ceo@victimco-test.com') && text.includes('/verify-email?token='),
    );
    const verifyToken = new URL(linkInMail(signUpMail!)!).searchParams.get('token');
    expect((await ceo.post('/api/auth/verify-email', { token: verifyToken })).status).toBe(200);
    const ceoUser = await User.query(db().knex).findOne({ email: 'ceo@victimco-test.com' });
    expect((await Company.query(db().knex).findById(company.id))?.ownerUserId).toBe(ceoUser!.id);
    expect(await isOwner(ceo)).toBe(true);
    expect((await respond(ceo)).status).toBe(201);
    expect((await respond(mallory)).status).toBe(403);
  });

  it('binds at once when the claimed address already belongs to a verified account', async () => {
    const company = await buildCompany(db().knex, { domain: 'ready-test.com' });
    const ceo = await buildUser(db().knex, { email: 'ceo@ready-test.com', isEmailVerified: true });
    await claim('ready-test.com', 'ceo@ready-test.com');
    const mail = await waitForMailTo(server().config.dataDir, 'ceo@ready-test.com');
    const token = new URL(linkInMail(mail)!).searchParams.get('token');
    const confirmed = await client().post('/api/claims/verify', { token });
    expect(confirmed.body).toMatchObject({ ownerBound: true, email: 'ceo@ready-test.com' });
    expect((await Company.query(db().knex).findById(company.id))?.ownerUserId).toBe(ceo.id);
  });

  it('refuses a second mailbox’s claim of a company already claimed (409)', async () => {
    await buildCompany(db().knex, {
      domain: 'taken-test.com',
      isClaimed: true,
      claimedBy: 'ceo@taken-test.com',
    });
    await claim('taken-test.com', 'intern@taken-test.com');
    const mail = await waitForMailTo(server().config.dataDir, 'intern@taken-test.com');
    const token = new URL(linkInMail(mail)!).searchParams.get('token');
    const refused = await client().post('/api/claims/verify', { token });
    expect(refused.status).toBe(409);
    expect(
      await countRows(db().knex, 'claim_requests', {
        status: 'pending',
        email: 'intern@taken-test.com',
      }),
    ).toBe(1);
  });

  it('keeps the name, position and details for the admin', async () => {
    await buildCompany(db().knex, { domain: 'details-test.com' });
    const sent = await client().post<{ claim: { id: number } }>(
      '/api/companies/domain/details-test.com/claim',
      {
        email: 'jo@gmail.com',
        fullName: 'Jo Doe',
        position: 'CEO',
        additionalInfo: 'See LinkedIn',
      },
    );
    expect(await ClaimRequest.query(db().knex).findById(sent.body.claim.id)).toMatchObject({
      fullName: 'Jo Doe',
      position: 'CEO',
      additionalInfo: 'See LinkedIn',
    });
    const tooLong = await client().post('/api/companies/domain/details-test.com/claim', {
      email: 'al@gmail.com',
      position: 'x'.repeat(201),
    });
    expect([tooLong.status, tooLong.body]).toEqual([
      400,
      expect.objectContaining({ message: 'position: Position must be at most 200 characters' }),
    ]);
  });
});
