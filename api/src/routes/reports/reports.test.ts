import { beforeEach, describe, expect, it } from 'vitest';
import { Report } from '../../models/Report.ts';
import { countRows } from '../../test/count.ts';
import { useTestDatabase } from '../../test/database.ts';
import { buildCompany } from '../../test/factories.ts';
import { resetRateLimits } from '../../test/rateLimits.ts';
import { useTestServer } from '../../test/testServer.ts';

describe('POST /api/companies/{id}/report', () => {
  const db = useTestDatabase();
  const server = useTestServer(db);
  const client = () => server().client();
  beforeEach(() => resetRateLimits(db().knex));

  it('answers 400 for bad input and 404 for an unknown company, writing nothing', async () => {
    const company = await buildCompany(db().knex);
    expect((await client().post('/api/companies/abc/report', { issue: 'x' })).status).toBe(400);
    const empty = await client().post(`/api/companies/${company.id}/report`, { issue: '  ' });
    expect(empty.body).toMatchObject({ message: 'issue: Please describe the issue' });
    const missing = await client().post('/api/companies/999999/report', { issue: 'Wrong phone' });
    expect(missing.status).toBe(404);
    expect(await countRows(db().knex, 'reports')).toBe(0);
  });

  it('files a pending report with the company’s domain, logged for the admins', async () => {
    const company = await buildCompany(db().knex);
    const response = await client().post<{ report: { id: number } }>(
      `/api/companies/${company.id}/report`,
      { issue: ' The phone number is wrong ', companyDomain: company.domain },
    );
    expect(response.status).toBe(201);
    expect(response.body).toEqual({
      message: 'Report submitted',
      report: { id: expect.any(Number), status: 'pending' },
    });
    const stored = await Report.query(db().knex).findById(response.body.report.id);
    expect(stored).toMatchObject({
      companyDomain: company.domain,
      issue: 'The phone number is wrong',
      status: 'pending',
      visitorId: expect.any(String),
    });
    expect(await countRows(db().knex, 'activity', { type: 'report_filed' })).toBe(1);
  });

  it('rate-limits reports per visitor', async () => {
    const company = await buildCompany(db().knex);
    const browser = client();
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      statuses.push(
        (await browser.post(`/api/companies/${company.id}/report`, { issue: `Issue ${i}` })).status,
      );
    }
    // 1 session-less first write (counted per IP), then 10 per visitor.
    expect(statuses.filter((s) => s === 201)).toHaveLength(11);
    expect(statuses.at(-1)).toBe(429);
  });
});
