import { describe, expect, it } from 'vitest';
import type { ClaimRequestItem, ClaimStats } from '#shared/types/admin';
import { ClaimRequest } from '../../../models/ClaimRequest.ts';
import { Company } from '../../../models/Company.ts';
import { useTestDatabase } from '../../../test/database.ts';
import { buildAdmin, buildCompany, buildUser } from '../../../test/factories.ts';
import { signInAdmin } from '../../../test/signIn.ts';
import { useTestServer } from '../../../test/testServer.ts';

describe('admin claim requests', () => {
  const db = useTestDatabase();
  const server = useTestServer(db);

  it('lists claims with their company, counts them, approves and rejects', async () => {
    const acme = await buildCompany(db().knex, { name: 'Acme' });
    const first = await ClaimRequest.query(db().knex).insertAndFetch({
      companyId: acme.id,
      email: 'owner@acme.com',
    });
    const second = await ClaimRequest.query(db().knex).insertAndFetch({
      companyId: acme.id,
      email: 'rival@acme.com',
    });
    const admin = await buildAdmin(db().knex);
    const client = await signInAdmin(server().client(), admin);

    const list = await client.get<ClaimRequestItem[]>('/api/admin/claim-requests');
    expect(list.headers.get('x-total-count')).toBe('2');
    expect(list.body[1]).toEqual({
      id: first.id,
      companyId: acme.id,
      companyName: 'Acme',
      companyDomain: acme.domain,
      email: 'owner@acme.com',
      status: 'pending',
      createdAt: first.createdAt.toISOString(),
      fullName: null,
      position: null,
      additionalInfo: null,
      sender: null,
      owner: null,
    });

    const approved = await client.post<ClaimRequestItem>(
      `/api/admin/claim-requests/${first.id}/approve`,
    );
    expect(approved.status).toBe(200);
    expect(approved.body.status).toBe('verified');
    const company = await Company.query(db().knex).findById(acme.id);
    expect(company).toMatchObject({ isClaimed: true, claimedBy: 'owner@acme.com' });
    expect(company?.claimedAt).toBeInstanceOf(Date);
    const stored = await ClaimRequest.query(db().knex).findById(first.id);
    expect(stored).toMatchObject({ status: 'verified', decidedBy: admin.id });
    expect(stored?.verifiedAt).toBeInstanceOf(Date);

    const twice = await client.post(`/api/admin/claim-requests/${first.id}/reject`);
    expect(twice.status).toBe(409);
    expect(twice.body).toEqual({ message: 'This claim request is already verified' });
    const rivalApproval = await client.post(`/api/admin/claim-requests/${second.id}/approve`);
    expect(rivalApproval.status).toBe(409);
    expect(rivalApproval.body).toEqual({ message: 'Acme is already claimed' });

    const rejected = await client.post<ClaimRequestItem>(
      `/api/admin/claim-requests/${second.id}/reject`,
    );
    expect(rejected.body.status).toBe('rejected');
    expect((await ClaimRequest.query(db().knex).findById(second.id))?.rejectedAt).toBeInstanceOf(
      Date,
    );
    expect((await client.post('/api/admin/claim-requests/999999/approve')).status).toBe(404);

    const stats = await client.get<ClaimStats>('/api/admin/claim-requests/stats');
    expect(stats.body).toEqual({ total: 2, pending: 0, verified: 1, rejected: 1 });
    const verifiedOnly = await client.get<ClaimRequestItem[]>(
      '/api/admin/claim-requests?status=verified',
    );
    expect(verifiedOnly.body.map((c) => c.id)).toEqual([first.id]);
    const types = await db()
      .knex('activity')
      .whereIn('type', ['claim_approved', 'claim_rejected'])
      .pluck('type');
    expect(types.sort()).toEqual(['claim_approved', 'claim_rejected']);
  });

  it('shows what the claimant said and binds the account the admin approved (issue 38)', async () => {
    const company = await buildCompany(db().knex, { name: 'Sent By Account' });
    const sender = await buildUser(db().knex, { isEmailVerified: false });
    const sent = await ClaimRequest.query(db().knex).insertAndFetch({
      companyId: company.id,
      email: 'jo@gmail.com',
      userId: sender.id,
      fullName: 'Jo Doe',
      position: 'Founder',
      additionalInfo: 'Listed on our About page',
    });
    const anonymousCompany = await buildCompany(db().knex, { name: 'Sent Anonymously' });
    const holder = await buildUser(db().knex, { email: 'boss@gmail.com', isEmailVerified: true });
    const anonymous = await ClaimRequest.query(db().knex).insertAndFetch({
      companyId: anonymousCompany.id,
      email: 'boss@gmail.com',
    });
    const client = await signInAdmin(server().client(), await buildAdmin(db().knex));

    const list = await client.get<ClaimRequestItem[]>('/api/admin/claim-requests?status=pending');
    expect(list.body.find((row) => row.id === sent.id)).toMatchObject({
      fullName: 'Jo Doe',
      position: 'Founder',
      additionalInfo: 'Listed on our About page',
      sender: { id: sender.id, email: sender.email, isEmailVerified: false },
      owner: null,
    });
    const approved = await client.post<ClaimRequestItem>(
      `/api/admin/claim-requests/${sent.id}/approve`,
    );
    expect(approved.body).toMatchObject({ status: 'verified', owner: { id: sender.id } });
    expect((await Company.query(db().knex).findById(company.id))?.ownerUserId).toBe(sender.id);

    await client.post(`/api/admin/claim-requests/${anonymous.id}/approve`);
    expect((await Company.query(db().knex).findById(anonymousCompany.id))?.ownerUserId).toBe(
      holder.id,
    );
  });
});
