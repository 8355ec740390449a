import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emptyProfile } from '#shared/schemas/companyProfile';
import { type FakeOpenAi, startFakeOpenAi } from '../../../test/fakeOpenAi.ts';
import { createOpenAiProfiler } from '../../openai/openaiProfiler.ts';
import { evaluateSet } from './evaluateSet.ts';
import { EVALUATION_SET, generatePages } from './generate.ts';
import { CONTACT_FIELDS } from './scoreContacts.ts';

/**
 * The openai provider scored by the same evaluation, against a local server speaking the
 * OpenAI protocol (no network). The fake model answers every page with the same category and
 * the decoys a careless model would copy: the agency's phone, a demo email, a trade-fair
 * address, a building's year.
 */
describe('the openai provider on the generated homepages (fake server)', () => {
  let server: FakeOpenAi;
  beforeAll(async () => {
    server = await startFakeOpenAi();
  });
  afterAll(() => server.close());

  it('gets the same page reading and never keeps a decoy contact', async () => {
    const pages = generatePages(EVALUATION_SET)
      .filter((page) => page.split === 'test' && page.traps.length > 0)
      .slice(0, 12);
    const shell = generatePages(EVALUATION_SET).find(
      (page) => page.kind === 'jsShell' && page.html.includes('__NEXT_DATA__'),
    );
    server.answer({
      content: JSON.stringify({
        ...emptyProfile(),
        category: 'Food, Beverages & Tobacco',
        subcategory: 'Bakery & Pastry',
        description: 'A company. It does things for its customers every day.',
        phone: '+44 20 7946 1234',
        email: 'info@yourdomain.com',
        address: 'Hall 4, Stand B12, Messeplatz 1, 30521 Hannover',
        founded: 1890,
        confidence: 0.9,
      }),
    });
    const profiler = createOpenAiProfiler({
      apiKey: 'test-key',
      baseUrl: server.baseUrl,
      model: 'fake-model',
    });
    const report = await evaluateSet({ profiler, pages: [...pages, shell!] });

    expect(report.provider).toBe('openai');
    expect(
      report.results.every((result) => result.predicted.subcategory === 'Bakery & Pastry'),
    ).toBe(true);
    for (const field of CONTACT_FIELDS) expect(report.contacts[field].invented, field).toBe(0);
    expect(report.contacts.phone.correct + report.contacts.email.correct).toBeGreaterThan(0);

    // The shell's words reached the model, from its __NEXT_DATA__ payload.
    const messages = server.requests.map((request) => JSON.stringify(request.body));
    const shellMessage = messages.find((message) => message.includes(shell!.domain));
    // (The user message is a JSON string inside the request's JSON, so its quotes are escaped.)
    expect(shellMessage).toMatch(/\\"appText\\": ?\\"[^\\]/);
    expect(shellMessage).toMatch(/\\"lead\\":/);
  });
});
