import { describe, expect, it } from 'vitest';
import type { Complaint, ComplaintStats } from '#shared/types/admin';
import { Activity } from '../../../models/Activity.ts';
import { useTestDatabase } from '../../../test/database.ts';
import { buildAdmin, buildCompany, buildReview, buildUser } from '../../../test/factories.ts';
import { signInAdmin } from '../../../test/signIn.ts';
import { useTestServer } from '../../../test/testServer.ts';

describe('admin complaints', () => {
  const db = useTestDatabase();
  const server = useTestServer(db);

  it('filters server-side, counts, and moves a complaint through its statuses', async () => {
    const acme = await buildCompany(db().knex, { name: 'Acme Billing' });
    const ann = await buildUser(db().knex, { firstName: 'Ann', lastName: 'Lee' });
    const untriaged = await buildReview(db().knex, acme, {
      type: 'complaint',
      title: 'Double charged',
      content: 'My invoice was charged twice',
      userId: ann.id,
    });
    await buildReview(db().knex, acme, {
      type: 'complaint',
      title: 'Data leak',
      content: 'Saw another customer data',
      complaintStatus: 'investigating',
      complaintPriority: 'high',
      complaintCategory: 'security',
      reviewerName: 'Imported Ivy',
    });
    await buildReview(db().knex, acme, { title: 'Not a complaint', rating: 5 });
    const client = await signInAdmin(server().client(), await buildAdmin(db().knex));
    const titles = async (query: string) => {
      const response = await client.get<Complaint[]>(`/api/admin/complaints?${query}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('x-total-count')).toBe(String(response.body.length));
      return response.body.map((c) => c.title).sort();
    };

    expect(await titles('')).toEqual(['Data leak', 'Double charged']);
    expect(await titles('status=pending')).toEqual(['Double charged']);
    expect(await titles('status=all&priority=high')).toEqual(['Data leak']);
    expect(await titles('priority=medium')).toEqual(['Double charged']);
    expect(await titles('category=security')).toEqual(['Data leak']);
    expect(await titles('q=invoice')).toEqual(['Double charged']);
    expect(await titles('q=acme%20bill')).toEqual(['Data leak', 'Double charged']);
    expect((await client.get('/api/admin/complaints?status=open')).status).toBe(400);

    const first = await client.get<Complaint[]>('/api/admin/complaints?status=pending');
    expect(first.body[0]).toMatchObject({
      id: untriaged.id,
      companyName: 'Acme Billing',
      companyDomain: acme.domain,
      rating: 1,
      category: null,
      userName: 'Ann Lee',
      status: 'pending',
      priority: 'medium',
    });
    const imported = await client.get<Complaint[]>('/api/admin/complaints?category=security');
    expect(imported.body[0]?.userName).toBe('Imported Ivy');

    const stats = await client.get<ComplaintStats>('/api/admin/complaints/stats');
    expect(stats.body).toEqual({
      total: 2,
      pending: 1,
      investigating: 1,
      resolved: 0,
      escalated: 0,
      highPriority: 1,
      activeCases: 2,
    });

    const path = `/api/admin/complaints/${untriaged.id}`;
    expect((await client.patch(path, {})).status).toBe(400);
    expect((await client.patch(path, { status: 'closed' })).status).toBe(400);
    const started = await client.patch<Complaint>(path, {
      status: 'investigating',
      priority: 'high',
      category: 'billing',
    });
    expect(started.body).toMatchObject({
      status: 'investigating',
      priority: 'high',
      category: 'billing',
      userName: 'Ann Lee',
    });
    const resolved = await client.patch<Complaint>(path, { status: 'resolved' });
    expect(resolved.body.status).toBe('resolved');
    const review = await buildReview(db().knex, acme, { rating: 3 });
    expect(
      (await client.patch(`/api/admin/complaints/${review.id}`, { status: 'resolved' })).status,
    ).toBe(404);
    expect(
      await Activity.query(db().knex)
        .where({ type: 'complaint_updated', entityId: String(untriaged.id) })
        .resultSize(),
    ).toBe(2);
  });
});
