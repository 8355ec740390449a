import { describe, expect, it } from 'vitest';
import { createContext } from '../../context.ts';
import { Activity } from '../../models/Activity.ts';
import { Company } from '../../models/Company.ts';
import { Job } from '../../models/Job.ts';
import { useTestDatabase } from '../../test/database.ts';
import { testConfig } from '../../test/testServer.ts';
import { findOrCreateCompany } from './findOrCreateCompany.ts';

describe('findOrCreateCompany', () => {
  const db = useTestDatabase();
  const ctx = () => createContext({ db: db(), config: testConfig() });

  it('creates an unknown company from the normalised domain, logs it and queues enrichment', async () => {
    const { company, created } = await findOrCreateCompany(
      ctx(),
      'https://www.Acme-Corp.co.uk/about',
    );
    expect(created).toBe(true);
    expect(company).toMatchObject({
      domain: 'acme-corp.co.uk',
      name: 'Acme Corp',
      website: 'https://acme-corp.co.uk',
    });
    const events = await Activity.query(db().knex).where({ type: 'company_created' });
    expect(events.map((e) => e.entityId)).toEqual([String(company.id)]);
    const jobs = await Job.query(db().knex).where({ type: 'enrich' });
    expect(jobs).toHaveLength(1);
    expect(jobs[0]).toMatchObject({
      uniqueKey: `enrich:${company.id}`,
      status: 'queued',
      payload: { companyId: company.id, full: false },
    });

    const again = await findOrCreateCompany(ctx(), 'acme-corp.co.uk');
    expect(again).toMatchObject({ created: false, company: { id: company.id } });
  });

  it.each(['hello', 'a..b', 'localhost', '127.0.0.1', ''])(
    'refuses %j as Invalid domain',
    async (domain) => {
      await expect(findOrCreateCompany(ctx(), domain)).rejects.toMatchObject({
        status: 400,
        message: 'Invalid domain',
      });
    },
  );

  it('creates a company exactly once under concurrent lookups', async () => {
    const results = await Promise.all(
      Array.from({ length: 25 }, () => findOrCreateCompany(ctx(), 'race.io')),
    );
    expect(results.filter((r) => r.created)).toHaveLength(1);
    expect(new Set(results.map((r) => r.company.id)).size).toBe(1);
    expect(await Company.query(db().knex).where({ domain: 'race.io' }).resultSize()).toBe(1);
    expect(
      await Job.query(db().knex)
        .where({ uniqueKey: `enrich:${results[0]!.company.id}` })
        .resultSize(),
    ).toBe(1);
  });
});
