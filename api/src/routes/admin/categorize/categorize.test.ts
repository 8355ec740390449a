import { describe, expect, it } from 'vitest';
import type { CategorizationProgress, CategorizationStarted } from '#shared/types/admin';
import { Company } from '../../../models/Company.ts';
import { Job } from '../../../models/Job.ts';
import { useTestDatabase } from '../../../test/database.ts';
import { buildAdmin, buildCompany } from '../../../test/factories.ts';
import { signInAdmin } from '../../../test/signIn.ts';
import { useTestServer } from '../../../test/testServer.ts';

describe('admin categorisation calls', () => {
  const db = useTestDatabase();
  const server = useTestServer(db);

  it('starts one run at a time and reports its progress from the job', async () => {
    await Company.query(db().knex).delete();
    await buildCompany(db().knex);
    await buildCompany(db().knex);
    const client = await signInAdmin(server().client(), await buildAdmin(db().knex));

    const idle = await client.get<CategorizationProgress>('/api/admin/categorize-progress');
    expect(idle.body).toMatchObject({ isRunning: false, current: 0, currentCompany: '' });

    expect((await client.post('/api/admin/categorize-companies', { provider: 'gpt' })).status).toBe(
      400,
    );
    const started = await client.post<CategorizationStarted>('/api/admin/categorize-companies');
    expect(started.status).toBe(202);
    expect(started.body).toEqual({
      message: 'Categorization started for 2 companies',
      totalCompanies: 2,
      updated: 0,
    });

    const again = await client.post<{ message: string; progress: CategorizationProgress }>(
      '/api/admin/categorize-companies',
    );
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('Categorization is already running');
    expect(again.body.progress).toMatchObject({ isRunning: true, total: 2, currentCompany: '' });

    const progress = await client.get<CategorizationProgress>('/api/admin/categorize-progress');
    expect(progress.body).toEqual({
      isRunning: true,
      current: 0,
      total: 2,
      currentCompany: '',
      updated: 0,
      failed: 0,
      uncategorized: 0,
      unchanged: { alreadyCategorized: 0, noMatch: 0, removed: 0 },
      // The test server's provider is the local classifier: no pause between companies.
      pace: { provider: 'local', everyMs: 0 },
      failures: [],
      status: 'queued',
    });
  });

  it('queues a full AI refresh of one company', async () => {
    const company = await buildCompany(db().knex);
    const client = await signInAdmin(server().client(), await buildAdmin(db().knex));
    const queued = await client.post<{ jobId: number }>(
      `/api/admin/companies/${company.id}/enrich`,
      { full: true },
    );
    expect(queued.status).toBe(202);
    expect(await Job.query(db().knex).findById(queued.body.jobId)).toMatchObject({
      type: 'enrich',
      payload: { companyId: company.id, full: true },
    });
    expect((await client.post('/api/admin/companies/999999/enrich')).status).toBe(404);
  });
});
