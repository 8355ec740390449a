import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type CompanyProfile, emptyProfile } from '#shared/schemas/companyProfile';
import { type FakeOpenAi, rateLimited, startFakeOpenAi } from '../../test/fakeOpenAi.ts';
import type { HomepageFacts } from '../homepage/types.ts';
import type { ProfileRequest } from '../profiler.ts';
import { createOpenAiProfiler } from './openaiProfiler.ts';

const facts: HomepageFacts = {
  url: 'https://smilestudio.test/',
  language: 'en',
  title: 'Smile Studio | Dentist in Leeds',
  metaDescription: 'Family dentistry in Leeds: check-ups, hygiene and implants.',
  descriptions: ['Family dentistry in Leeds: check-ups, hygiene and implants.'],
  metaKeywords: [],
  openGraph: {},
  organization: null,
  schemaTypes: [],
  headings: ['Gentle dentistry for the whole family'],
  text: 'Book a check-up. Call 0113 496 0000 or write to hello@smilestudio.test. 12 Park Row, Leeds LS1 5HD.',
  bodyText: 'Book a check-up.',
  leadText: 'Book a check-up.',
  scriptText: '',
  scriptLead: 'Family dentistry in Leeds',
  emails: ['hello@smilestudio.test'],
  phones: ['01134960000'],
  foundingDate: null,
  addressText: null,
  socialLinks: { instagram: 'https://www.instagram.com/smilestudioleeds' },
  truncated: false,
};

const request: ProfileRequest = { name: 'Smile Studio', domain: 'smilestudio.test', facts };

const answer: CompanyProfile = {
  ...emptyProfile(),
  category: 'Health & Medical',
  subcategory: 'Dental Services',
  description:
    'Smile Studio is a family dental practice in Leeds. It offers check-ups, hygiene visits and implants.',
  industry: 'Dentistry',
  phone: '0113 496 0000',
  email: 'hello@smilestudio.test',
  address: '12 Park Row, Leeds LS1 5HD',
  social: { ...emptyProfile().social, instagram: 'https://www.instagram.com/smilestudioleeds' },
  confidence: 0.93,
};

describe('the openai provider', () => {
  let server: FakeOpenAi;
  beforeAll(async () => {
    server = await startFakeOpenAi();
  });
  afterAll(() => server.close());
  beforeEach(() => {
    server.requests.length = 0;
  });

  const profiler = () =>
    createOpenAiProfiler({
      apiKey: 'test-key',
      baseUrl: server.baseUrl,
      model: 'test-model',
      retry: { maxRetries: 3, baseDelayMs: 10, maxDelayMs: 5_000 },
    });

  it('sends one chat completion with a strict JSON schema of the catalogue', async () => {
    server.answer({ content: JSON.stringify(answer) });
    await profiler().profile(request);

    expect(server.requests).toHaveLength(1);
    const [sent] = server.requests;
    expect(sent?.method).toBe('POST');
    expect(sent?.path).toBe('/v1/chat/completions');
    expect(sent?.headers.authorization).toBe('Bearer test-key');
    const body = sent?.body as {
      model: string;
      temperature: number;
      messages: Array<{ role: string; content: string }>;
      response_format: {
        type: string;
        json_schema: { name: string; strict: boolean; schema: object };
      };
    };
    expect(body.model).toBe('test-model');
    expect(body.temperature).toBe(0);
    expect(body.messages.map((message) => message.role)).toEqual(['system', 'user']);
    expect(body.messages[0]?.content).toContain('Health & Medical: Clinics; Dental Services');
    const user = JSON.parse(body.messages[1]?.content ?? '{}');
    expect(user).toMatchObject({
      name: 'Smile Studio',
      domain: 'smilestudio.test',
      homepage: {
        title: 'Smile Studio | Dentist in Leeds',
        lead: 'Book a check-up.',
        appLead: 'Family dentistry in Leeds',
        contacts: { email: 'hello@smilestudio.test', phone: '01134960000' },
      },
    });
    expect(body.response_format.type).toBe('json_schema');
    expect(body.response_format.json_schema.name).toBe('company_profile');
    expect(body.response_format.json_schema.strict).toBe(true);
    const schema = JSON.stringify(body.response_format.json_schema.schema);
    expect(schema).toContain('"additionalProperties":false');
    expect(schema).toContain('"Dental Services"');
    expect(schema).toContain('"Vehicles & Transportation"');
  });

  it('returns the structured answer as a validated profile', async () => {
    server.answer({ content: JSON.stringify(answer) });
    expect(await profiler().profile(request)).toEqual({ ok: true, profile: answer });
  });

  // Contact facts are read from the page by the same rules as the local provider: an invented
  // value gives way to the page's own one, or to null where the page has none.
  it('replaces contact data the homepage did not show with what it did show', async () => {
    server.answer({
      content: JSON.stringify({
        ...answer,
        phone: '+44 20 7946 0123',
        email: 'ceo@smilestudio.test',
        address: '1 Invented Street, Leeds',
        social: { ...answer.social, linkedin: 'https://www.linkedin.com/company/smile-studio' },
      }),
    });
    const outcome = await profiler().profile(request);
    expect(outcome.ok && outcome.profile).toMatchObject({
      category: 'Health & Medical',
      phone: '01134960000',
      email: 'hello@smilestudio.test',
      address: null,
      social: { linkedin: null, instagram: 'https://www.instagram.com/smilestudioleeds' },
    });
    const noPage = await profiler().profile({ ...request, facts: null });
    expect(noPage.ok && [noPage.profile.phone, noPage.profile.email]).toEqual([null, null]);
  });

  it('takes no contact facts from a page that says nothing, whatever the model answers', async () => {
    const forSale: HomepageFacts = {
      ...facts,
      title: 'smilestudio.test – this domain is for sale',
      metaDescription: null,
      descriptions: [],
      headings: [],
      text: 'This domain may be for sale. Make an offer today. Call us: 0113 496 0000. hello@smilestudio.test',
      bodyText: '',
      leadText: '',
      socialLinks: {},
    };
    server.answer({ content: JSON.stringify(answer) });
    const outcome = await profiler().profile({ ...request, facts: forSale });
    expect(outcome.ok && outcome.profile).toMatchObject({
      phone: null,
      email: null,
      address: null,
    });
  });

  it('waits as long as Retry-After says on 429, then retries', async () => {
    server.answer(rateLimited('1'), { content: JSON.stringify(answer) });
    const outcome = await profiler().profile(request);
    expect(outcome.ok).toBe(true);
    expect(server.requests).toHaveLength(2);
    const [first, second] = server.requests;
    expect((second?.at ?? 0) - (first?.at ?? 0)).toBeGreaterThanOrEqual(950);
  });

  it('retries server errors with backoff, and gives up with the reason', async () => {
    const serverError = {
      status: 503,
      body: { error: { message: 'Overloaded', type: 'server_error' } },
    };
    server.answer(serverError, { content: JSON.stringify(answer) });
    expect((await profiler().profile(request)).ok).toBe(true);
    expect(server.requests).toHaveLength(2);

    server.requests.length = 0;
    server.answer(serverError);
    const outcome = await profiler().profile(request);
    expect(outcome).toMatchObject({ ok: false, reason: expect.stringContaining('503') });
    expect(server.requests).toHaveLength(4);
  });

  it('fails at once when Retry-After asks for longer than it will wait', async () => {
    server.answer(rateLimited('3600'), { content: JSON.stringify(answer) });
    const outcome = await profiler().profile(request);
    expect(outcome).toMatchObject({
      ok: false,
      reason: expect.stringContaining('retry after 3600 s'),
    });
    expect(server.requests).toHaveLength(1);
  });

  it('rejects output outside the catalogue, with the reason and no partial profile', async () => {
    server.answer({ content: JSON.stringify({ ...answer, subcategory: 'Teeth Whitening' }) });
    expect(await profiler().profile(request)).toEqual({
      ok: false,
      reason: expect.stringMatching(
        /^openai: invalid profile \(subcategory: must be a catalogue subcategory/,
      ),
    });

    server.answer({ content: JSON.stringify({ ...answer, subcategory: 'Bakery & Pastry' }) });
    expect(await profiler().profile(request)).toMatchObject({
      ok: false,
      reason: expect.stringContaining('Bakery & Pastry is not a subcategory of Health & Medical'),
    });

    server.answer({ content: JSON.stringify({ ...answer, description: 'Too short.' }) });
    expect(await profiler().profile(request)).toMatchObject({
      ok: false,
      reason: expect.stringContaining('description: must be 2 to 4 complete sentences'),
    });
  });

  it('turns non-JSON, refusals and cut-off answers into failures', async () => {
    server.answer({ content: 'Sure! Here is the profile: {' });
    expect(await profiler().profile(request)).toEqual({
      ok: false,
      reason: 'openai: the answer was not JSON',
    });
    server.answer({ content: null, refusal: 'I cannot help with that.' });
    expect(await profiler().profile(request)).toEqual({
      ok: false,
      reason: 'openai refused: I cannot help with that.',
    });
    server.answer({ content: '{"category": "Hea', finishReason: 'length' });
    expect(await profiler().profile(request)).toMatchObject({
      ok: false,
      reason: expect.stringContaining('cut off'),
    });
  });

  it('drops temperature for a model that accepts only its default', async () => {
    server.answer(
      {
        status: 400,
        body: {
          error: {
            message: "Unsupported value: 'temperature' does not support 0 with this model.",
            type: 'invalid_request_error',
            param: 'temperature',
            code: 'unsupported_value',
          },
        },
      },
      { content: JSON.stringify(answer) },
    );
    const outcome = await profiler().profile(request);
    expect(outcome.ok).toBe(true);
    expect(server.requests.map((sent) => 'temperature' in sent.body)).toEqual([true, false]);
  });

  it('marks a rejected key as fatal, without retrying', async () => {
    server.answer({
      status: 401,
      body: {
        error: {
          message: 'Incorrect API key provided',
          type: 'invalid_request_error',
          code: 'invalid_api_key',
        },
      },
    });
    const outcome = await profiler().profile(request);
    expect(outcome).toMatchObject({
      ok: false,
      fatal: true,
      reason: expect.stringContaining('401'),
    });
    expect(server.requests).toHaveLength(1);
  });
});
