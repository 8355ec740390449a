import { describe, expect, it } from 'vitest';
import type { AdminCompanyDetail, AdminCompanyItem } from '#shared/types/admin';
import { Activity } from '../../../models/Activity.ts';
import { ClaimRequest } from '../../../models/ClaimRequest.ts';
import { Company } from '../../../models/Company.ts';
import { Job } from '../../../models/Job.ts';
import { PayingClient } from '../../../models/PayingClient.ts';
import { Report } from '../../../models/Report.ts';
import { countRows } from '../../../test/count.ts';
import { useTestDatabase } from '../../../test/database.ts';
import { buildAdmin, buildCompany, buildReview, buildUser } from '../../../test/factories.ts';
import { signInAdmin } from '../../../test/signIn.ts';
import { useTestServer } from '../../../test/testServer.ts';

describe('admin companies', () => {
  const db = useTestDatabase();
  const server = useTestServer(db);
  const adminClient = async () => signInAdmin(server().client(), await buildAdmin(db().knex));

  it('lists newest first with the total in X-Total-Count', async () => {
    await Company.query(db().knex).delete();
    for (let i = 0; i < 5; i += 1) await buildCompany(db().knex, { name: `Page ${i}` });
    const client = await adminClient();
    const page = await client.get<AdminCompanyItem[]>('/api/admin/companies?limit=2&offset=1');
    expect(page.status).toBe(200);
    expect(page.headers.get('x-total-count')).toBe('5');
    expect(page.body.map((c) => c.name)).toEqual(['Page 3', 'Page 2']);
    expect(Object.keys(page.body[0]!).sort()).toEqual(
      [
        'id',
        'name',
        'domain',
        'website',
        'category',
        'subcategory',
        'description',
        'phone',
        'email',
        'address',
        'isClaimed',
        'reviewCount',
        'profileViews',
        'createdAt',
      ].sort(),
    );

    const bad = await client.get('/api/admin/companies?limit=1000');
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ message: 'limit: must be at most 100' });
  });

  it('searches name, domain and category, case-insensitively', async () => {
    await Company.query(db().knex).delete();
    await buildCompany(db().knex, { name: 'Acme Rockets', domain: 'acme-rockets.com' });
    await buildCompany(db().knex, { name: 'Zeta', domain: 'zeta-acme.io' });
    await buildCompany(db().knex, {
      name: 'Quiet Ltd',
      domain: 'quiet.co.uk',
      category: 'Business Services',
      subcategory: 'HR & Recruiting',
    });
    await buildCompany(db().knex, { name: '100% Natural', domain: 'natural.com' });
    const client = await adminClient();
    const names = async (q: string) => {
      const response = await client.get<AdminCompanyItem[]>(
        `/api/admin/companies?q=${encodeURIComponent(q)}`,
      );
      expect(response.headers.get('x-total-count')).toBe(String(response.body.length));
      return response.body.map((c) => c.name).sort();
    };
    expect(await names('ACME')).toEqual(['Acme Rockets', 'Zeta']);
    expect(await names('rockets.c')).toEqual(['Acme Rockets']);
    expect(await names('business serv')).toEqual(['Quiet Ltd']);
    expect(await names('recruit')).toEqual(['Quiet Ltd']);
    expect(await names('ze')).toEqual(['Zeta']);
    expect(await names('%')).toEqual([]);
    expect(await names('0% n')).toEqual(['100% Natural']);
  });

  it('shows one company with every editable field; 404 for an unknown id', async () => {
    const company = await buildCompany(db().knex);
    const client = await adminClient();
    const found = await client.get<AdminCompanyDetail>(`/api/admin/companies/${company.id}`);
    expect(found.body).toMatchObject({ id: company.id, founded: null, averageRating: null });
    expect((await client.get('/api/admin/companies/999999')).status).toBe(404);
    expect((await client.get('/api/admin/companies/abc')).status).toBe(400);
  });

  it('adds a company: validated, 409 for a known domain, logged and queued for enrichment', async () => {
    const client = await adminClient();
    const invalid = await client.post('/api/admin/companies', { domain: 'localhost', name: 'X' });
    expect(invalid.status).toBe(400);
    expect(invalid.body).toMatchObject({ message: 'Invalid domain' });
    const badCategory = await client.post('/api/admin/companies', {
      domain: 'ok.com',
      name: 'X',
      category: 'Sports',
      subcategory: 'Clinics',
    });
    expect(badCategory.status).toBe(400);
    expect(badCategory.body).toMatchObject({
      message: 'subcategory: Subcategory does not belong to the category',
    });

    const created = await client.post<AdminCompanyDetail>('/api/admin/companies', {
      domain: 'https://www.New-Co.com/about',
      name: 'New Co',
      founded: 1999,
      subcategory: 'Clinics',
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      domain: 'new-co.com',
      name: 'New Co',
      website: 'https://new-co.com',
      founded: 1999,
      category: 'Health & Medical',
      subcategory: 'Clinics',
    });
    const again = await client.post('/api/admin/companies', { domain: 'new-co.com', name: 'Dup' });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ message: 'A company with this domain already exists' });
    expect(
      await Activity.query(db().knex)
        .where({ type: 'company_created', entityId: String(created.body.id) })
        .resultSize(),
    ).toBe(1);
    expect(
      await Job.query(db().knex)
        .where({ uniqueKey: `enrich:${created.body.id}` })
        .resultSize(),
    ).toBe(1);
  });

  it('edits profile fields, keeping category and subcategory consistent', async () => {
    const company = await buildCompany(db().knex, {
      category: 'Health & Medical',
      subcategory: 'Clinics',
    });
    const client = await adminClient();
    const path = `/api/admin/companies/${company.id}`;
    expect((await client.patch(path, {})).body).toMatchObject({ message: 'Nothing to update' });
    expect((await client.patch(path, { website: 'ftp://x' })).status).toBe(400);
    expect((await client.patch('/api/admin/companies/999999', { name: 'X' })).status).toBe(404);

    const moved = await client.patch<AdminCompanyDetail>(path, {
      name: 'Renamed',
      category: 'Sports',
      phone: '',
    });
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({
      name: 'Renamed',
      category: 'Sports',
      subcategory: null,
      phone: null,
    });
    expect(
      await Activity.query(db().knex)
        .where({ type: 'company_updated', entityId: String(company.id) })
        .resultSize(),
    ).toBe(1);
  });

  it('deletes a company with everything hanging off it; 404 for an unknown id', async () => {
    const company = await buildCompany(db().knex);
    const user = await buildUser(db().knex);
    const review = await buildReview(db().knex, company, { userId: user.id });
    await db().knex('review_votes').insert({
      reviewId: review.id,
      voterId: user.id,
      userId: user.id,
      voteType: 'upvote',
    });
    await db().knex('review_replies').insert({ reviewId: review.id, content: 'Thanks' });
    await ClaimRequest.query(db().knex).insert({ companyId: company.id, email: 'o@x.com' });
    await Report.query(db().knex).insert({
      companyId: company.id,
      companyDomain: company.domain,
      issue: 'Wrong phone',
    });
    const client = await PayingClient.query(db().knex).insertAndFetch({
      companyId: company.id,
      companyName: company.name,
      domain: company.domain,
      plan: 'Basic',
      monthlyFee: 79,
      status: 'active',
      startDate: '2026-01-01',
    });

    const admin = await adminClient();
    const response = await admin.delete(`/api/admin/companies/${company.id}`);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      message: 'Company has been successfully deleted',
      id: company.id,
    });
    const left = (table: string, where: Record<string, unknown>) =>
      countRows(db().knex, table, where);
    expect(await left('reviews', { companyId: company.id })).toBe(0);
    expect(await left('review_votes', { reviewId: review.id })).toBe(0);
    expect(await left('review_replies', { reviewId: review.id })).toBe(0);
    expect(await left('claim_requests', { companyId: company.id })).toBe(0);
    expect(await left('reports', { companyId: company.id })).toBe(0);
    expect((await PayingClient.query(db().knex).findById(client.id))?.companyId).toBeNull();
    expect(
      await Activity.query(db().knex)
        .where({ type: 'company_deleted', entityId: String(company.id) })
        .resultSize(),
    ).toBe(1);
    expect((await admin.delete(`/api/admin/companies/${company.id}`)).status).toBe(404);
  });
});
