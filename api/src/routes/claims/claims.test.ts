import { beforeEach, describe, expect, it } from 'vitest';
import { ClaimRequest } from '../../models/ClaimRequest.ts';
import { Company } from '../../models/Company.ts';
import { countRows } from '../../test/count.ts';
import { useTestDatabase } from '../../test/database.ts';
import { buildCompany } from '../../test/factories.ts';
import { linkInMail, waitForMailTo } from '../../test/mail.ts';
import { resetRateLimits } from '../../test/rateLimits.ts';
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

  it('mails a single-use link to an address at the company’s domain; following it verifies', async () => {
    const company = await buildCompany(db().knex, { domain: 'verify-me.com' });
    const response = await claim('verify-me.com', 'ceo@mail.verify-me.com');
    expect(response.status).toBe(201);
    expect(response.body.verificationSent).toBe(true);
    const mail = await waitForMailTo(server().config.dataDir, 'ceo@mail.verify-me.com');
    const link = new URL(linkInMail(mail)!);
    expect(link.pathname).toBe('/api/claims/verify');
    const token = link.searchParams.get('token');
    expect(token).toBeDefined();
    const stored = await ClaimRequest.query(db().knex).findById(response.body.claim.id);
    expect(stored?.verificationToken).not.toBe(token);

    const followed = await client().get(`/api/claims/verify?token=${token}`);
    expect(followed.status).toBe(303);
    expect(followed.headers.get('location')).toBe('/company/verify-me.com?claim=verified');
    expect((await ClaimRequest.query(db().knex).findById(stored!.id))?.status).toBe('verified');
    expect(await Company.query(db().knex).findById(company.id)).toMatchObject({
      isClaimed: true,
      claimedBy: 'ceo@mail.verify-me.com',
    });

    const reused = await client().get(`/api/claims/verify?token=${token}`);
    expect(reused.status).toBe(410);
    expect(reused.body).toEqual({
      message: 'This verification link is invalid, expired or already used',
    });
  });

  it('verifies by JSON call too, and refuses malformed or unknown tokens', async () => {
    await buildCompany(db().knex, { domain: 'json-verify.com' });
    await claim('json-verify.com', 'boss@json-verify.com');
    const mail = await waitForMailTo(server().config.dataDir, 'boss@json-verify.com');
    const token = new URL(linkInMail(mail)!).searchParams.get('token');
    expect((await client().post('/api/claims/verify', { token: 'short' })).status).toBe(400);
    expect((await client().post('/api/claims/verify', { token: 'x'.repeat(43) })).status).toBe(410);
    const response = await client().post('/api/claims/verify', { token });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      message: 'Claim verified',
      claim: { status: 'verified' },
      company: { domain: 'json-verify.com' },
    });
  });
});
