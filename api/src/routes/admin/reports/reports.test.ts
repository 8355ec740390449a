import { describe, expect, it } from 'vitest';
import type { IssueReport, ReportStats } from '#shared/types/admin';
import { Report } from '../../../models/Report.ts';
import { useTestDatabase } from '../../../test/database.ts';
import { buildAdmin, buildCompany, buildUser } from '../../../test/factories.ts';
import { signInAdmin } from '../../../test/signIn.ts';
import { useTestServer } from '../../../test/testServer.ts';

describe('admin reports', () => {
  const db = useTestDatabase();
  const server = useTestServer(db);

  it('shows stored pending as open, resolves and dismisses open reports only', async () => {
    const company = await buildCompany(db().knex);
    const reporter = await buildUser(db().knex);
    const file = (issue: string, userId: string | null = null) =>
      Report.query(db().knex).insertAndFetch({
        companyId: company.id,
        companyDomain: company.domain,
        issue,
        userId,
      });
    const wrongPhone = await file('Wrong phone number', reporter.id);
    const spam = await file('Spam reviews');
    const admin = await buildAdmin(db().knex);
    const client = await signInAdmin(server().client(), admin);

    const list = await client.get<IssueReport[]>('/api/admin/reports');
    expect(list.body.find((r) => r.id === wrongPhone.id)).toEqual({
      id: wrongPhone.id,
      issue: 'Wrong phone number',
      description: null,
      companyDomain: company.domain,
      reporterEmail: reporter.email,
      status: 'open',
      createdAt: wrongPhone.createdAt.toISOString(),
      resolvedAt: null,
    });

    const resolved = await client.post<IssueReport>(`/api/admin/reports/${wrongPhone.id}/resolve`);
    expect(resolved.body).toMatchObject({ status: 'resolved', resolvedAt: expect.any(String) });
    expect(await Report.query(db().knex).findById(wrongPhone.id)).toMatchObject({
      status: 'resolved',
      resolvedBy: admin.id,
    });
    const dismissed = await client.post<IssueReport>(`/api/admin/reports/${spam.id}/dismiss`);
    expect(dismissed.body.status).toBe('dismissed');
    const again = await client.post(`/api/admin/reports/${spam.id}/resolve`);
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ message: 'This report is already dismissed' });
    expect((await client.post('/api/admin/reports/999999/dismiss')).status).toBe(404);

    await file('Closed hours');
    const open = await client.get<IssueReport[]>('/api/admin/reports?status=open');
    expect(open.body.map((r) => r.issue)).toEqual(['Closed hours']);
    expect((await client.get('/api/admin/reports?status=pending')).status).toBe(400);
    const stats = await client.get<ReportStats>('/api/admin/reports/stats');
    expect(stats.body).toEqual({ total: 3, open: 1, resolved: 1, dismissed: 1 });
    expect(
      (
        await db()
          .knex('activity')
          .whereIn('type', ['report_resolved', 'report_dismissed'])
          .pluck('type')
      ).sort(),
    ).toEqual(['report_dismissed', 'report_resolved']);
  });
});
