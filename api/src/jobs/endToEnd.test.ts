import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { emptyProfile } from '#shared/schemas/companyProfile';
import { type FixtureServer, startFixtureServer } from '../ai/eval/fixtureServer.ts';
import { createHomepageReader } from '../ai/homepage/readHomepage.ts';
import { createContext } from '../context.ts';
import { Company } from '../models/Company.ts';
import { cliContext } from '../test/actorContexts.ts';
import { useTestDatabase } from '../test/database.ts';
import { type FakeOpenAi, startFakeOpenAi } from '../test/fakeOpenAi.ts';
import { insertCompanies } from '../test/jobs.ts';
import { testConfig } from '../test/testServer.ts';
import { runCategorization } from './categorize/foreground.ts';

/** Whole runs with the real providers: homepages from the fixture server, no mocks inside. */
describe('categorisation end to end', () => {
  const db = useTestDatabase();
  let sites: FixtureServer;
  let openai: FakeOpenAi;
  beforeAll(async () => {
    sites = await startFixtureServer();
    openai = await startFakeOpenAi();
  });
  afterAll(async () => {
    await sites.close();
    await openai.close();
  });
  beforeEach(async () => {
    await db().knex('jobs').del();
    await db().knex('companies').del();
  });

  const reader = () => createHomepageReader(sites.readerOptions);

  it('with the local provider: catalogue categories and the contact data the pages state', async () => {
    await insertCompanies(db().knex, [
      { domain: 'harborpawsvet.com', name: 'Harbor Paws' },
      { domain: 'northwindit.com', name: 'Northwind IT' },
      { domain: 'kestrel-holdings.com', name: 'Kestrel Holdings' },
      { domain: 'no-such-site.example', name: 'Ghost Company' },
    ]);
    const ctx = cliContext(db());
    const { progress } = await runCategorization(ctx, {}, { services: { reader: reader() } });
    expect(progress).toMatchObject({
      status: 'completed',
      current: 4,
      total: 4,
      failed: 0,
      uncategorized: 2,
    });

    const rows = await Company.query(db().knex).orderBy('id');
    expect(rows[0]).toMatchObject({
      category: 'Animals & Pets',
      subcategory: 'Animal Health',
      phone: '(207) 555-0143',
      address: '88 Commercial St, Portland, ME 04101',
      socialFacebook: 'https://www.facebook.com/harborpawsvet',
      socialInstagram: 'https://www.instagram.com/harborpawsvet',
      socialLinkedin: null,
      email: null,
    });
    expect(rows[0]?.description).toMatch(/^Full-service veterinary clinic in Portland, Maine\./);
    expect(rows[1]).toMatchObject({
      category: 'Business Services',
      subcategory: 'IT & Communication',
      email: 'support@northwindit.com',
      founded: 2011,
      employeeCount: '11-50',
      socialLinkedin: 'https://www.linkedin.com/company/northwind-it',
    });
    // Nothing on the page, or no page at all: no category, and no invented contact data.
    for (const row of rows.slice(2)) {
      expect(row).toMatchObject({
        category: null,
        subcategory: null,
        phone: null,
        email: null,
        address: null,
      });
    }
  });

  it('with the openai provider: valid answers written, invalid ones failed with the reason', async () => {
    const [good, bad] = await insertCompanies(db().knex, [
      { domain: 'brightsmiledental.com', name: 'Bright Smile Dental' },
      { domain: 'clearpathdiagnostics.com', name: 'ClearPath' },
    ]);
    openai.answer(
      {
        content: JSON.stringify({
          ...emptyProfile(),
          category: 'Health & Medical',
          subcategory: 'Dental Services',
          description:
            'Bright Smile Dental is a family dentist in Tampa. It offers cleanings, implants and Invisalign.',
          phone: '+1-813-555-0161',
          email: 'smile@brightsmiledental.com',
          confidence: 0.95,
        }),
      },
      {
        content: JSON.stringify({
          ...emptyProfile(),
          category: 'Health & Medical',
          subcategory: 'Blood Tests',
          confidence: 0.9,
        }),
      },
    );
    const config = testConfig({
      AI_PROVIDER: 'openai',
      OPENAI_BASE_URL: openai.baseUrl,
      OPENAI_API_KEY: 'test-key',
      AI_RATE_MS: '0',
    });
    const ctx = createContext({ db: db(), config, actor: { type: 'system', name: 'cli' } });
    const { progress } = await runCategorization(ctx, {}, { services: { reader: reader() } });

    expect(progress).toMatchObject({ status: 'completed', current: 2, updated: 1, failed: 1 });
    expect(progress.failures).toEqual([
      {
        companyId: bad!.id,
        domain: 'clearpathdiagnostics.com',
        reason: expect.stringContaining('subcategory: must be a catalogue subcategory'),
      },
    ]);
    expect(await Company.query(db().knex).findById(good!.id)).toMatchObject({
      subcategory: 'Dental Services',
      phone: '+1-813-555-0161',
      email: 'smile@brightsmiledental.com',
    });
    expect(await Company.query(db().knex).findById(bad!.id)).toMatchObject({
      category: null,
      subcategory: null,
      description: null,
      enrichedAt: null,
    });
  });
});
