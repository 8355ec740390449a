import { beforeEach, describe, expect, it } from 'vitest';
import { createContext } from '../../context.ts';
import { Company } from '../../models/Company.ts';
import { Job } from '../../models/Job.ts';
import { useTestDatabase } from '../../test/database.ts';
import { insertCompanies, profileFor, scriptedProfiler, servicesWith } from '../../test/jobs.ts';
import { testConfig } from '../../test/testServer.ts';
import { claimNextJob } from '../lease.ts';
import { enqueueEnrichment } from './enqueueEnrichment.ts';
import { runEnrichJob } from './enrichJob.ts';

describe('enrichment', () => {
  const db = useTestDatabase();
  const config = testConfig();
  const ctx = () => createContext({ db: db(), config, actor: { type: 'system', name: 'test' } });

  beforeEach(async () => {
    await db().knex('jobs').del();
    await db().knex('activity').del();
    await db().knex('companies').del();
  });

  const found = {
    ...profileFor('Health & Medical', 'Dental Services'),
    description: 'Smile Studio is a dental practice in Leeds. It offers check-ups and implants.',
    phone: '+44 113 496 0000',
    email: 'hello@smilestudio.test',
    founded: 2004,
    social: {
      linkedin: 'https://www.linkedin.com/company/smile-studio',
      twitter: null,
      facebook: null,
      instagram: 'https://www.instagram.com/smilestudio',
      youtube: null,
      github: null,
    },
  };

  /** Claims the queued enrich job and runs it in this test, as a runner would. */
  const runQueued = async () => {
    const job = await claimNextJob(db().knex, {
      workerId: 'test',
      types: ['enrich'],
      staleAfterMs: 60_000,
    });
    if (!job) throw new Error('no enrich job queued');
    const profiler = scriptedProfiler(() => ({ ok: true, profile: found }));
    return runEnrichJob({
      job,
      ctx: ctx(),
      workerId: 'test',
      services: servicesWith(profiler),
      abort: new AbortController().signal,
      stop: new AbortController().signal,
    });
  };

  it('queues one job per company while it is live, and 404s for an unknown company', async () => {
    const [company] = await insertCompanies(db().knex, [{ domain: 'smilestudio.test' }]);
    const first = await enqueueEnrichment(ctx(), company!.id);
    const second = await enqueueEnrichment(ctx(), company!.id);
    expect(second.id).toBe(first.id);
    expect(first).toMatchObject({
      type: 'enrich',
      uniqueKey: `enrich:${company!.id}`,
      payload: { full: false },
    });

    const upgraded = await enqueueEnrichment(ctx(), company!.id, { full: true });
    expect(upgraded).toMatchObject({ id: first.id, payload: { full: true } });

    await expect(enqueueEnrichment(ctx(), 999_999)).rejects.toMatchObject({
      status: 404,
      message: 'Company not found',
    });
  });

  it('works inside the transaction that creates the company', async () => {
    await db().knex.transaction(async (trx) => {
      const [company] = await insertCompanies(trx, [{ domain: 'fresh.test' }]);
      await enqueueEnrichment({ ...ctx(), knex: trx }, company!.id);
    });
    expect(await Job.query(db().knex).where('type', 'enrich').resultSize()).toBe(1);
  });

  it('fills only the empty fields', async () => {
    const [company] = await insertCompanies(db().knex, [
      {
        domain: 'smilestudio.test',
        name: 'Smile Studio',
        description: 'Written by the owner. Do not overwrite.',
        phone: '0113 000 0000',
        category: 'Health & Medical',
        subcategory: 'Clinics',
      },
    ]);
    await enqueueEnrichment(ctx(), company!.id);
    const outcome = await runQueued();
    expect(outcome).toMatchObject({ status: 'completed' });

    const enriched = await Company.query(db().knex).findById(company!.id);
    expect(enriched).toMatchObject({
      description: 'Written by the owner. Do not overwrite.',
      phone: '0113 000 0000',
      category: 'Health & Medical',
      subcategory: 'Clinics',
      email: 'hello@smilestudio.test',
      founded: 2004,
      industry: 'Dental Services',
      socialLinkedin: 'https://www.linkedin.com/company/smile-studio',
      socialInstagram: 'https://www.instagram.com/smilestudio',
      socialTwitter: null,
    });
    expect(enriched?.enrichedAt).toBeInstanceOf(Date);
    const [event] = await db().knex('activity').select('type', 'metadata');
    expect(event).toMatchObject({
      type: 'company_enriched',
      metadata: { fields: ['industry', 'founded', 'email', 'socialLinkedin', 'socialInstagram'] },
    });
  });

  it('overwrites with what it found on a full refresh, never clearing what it did not find', async () => {
    const [company] = await insertCompanies(db().knex, [
      {
        domain: 'smilestudio.test',
        description: 'Old text. Quite stale now.',
        phone: '0113 000 0000',
        address: 'Old Street 1, Leeds',
        subcategory: 'Clinics',
        category: 'Health & Medical',
      },
    ]);
    await enqueueEnrichment(ctx(), company!.id, { full: true });
    await runQueued();
    const enriched = await Company.query(db().knex).findById(company!.id);
    expect(enriched).toMatchObject({
      description: found.description,
      phone: found.phone,
      address: 'Old Street 1, Leeds',
      subcategory: 'Dental Services',
    });
  });
});
