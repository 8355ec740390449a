import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { useTestDatabase } from '../test/database.ts';
import {
  buildCompany,
  buildReview,
  buildUser,
  resetRateLimits,
  signIn,
} from '../test/publicFixtures.ts';
import { useTestServer } from '../test/testServer.ts';

/** Every public route, with `{…}` where a path parameter goes. */
const ROUTES: Array<[method: string, template: string]> = [
  ['GET', '/api/auth/user'],
  ['POST', '/api/auth/login'],
  ['POST', '/api/auth/register'],
  ['POST', '/api/auth/logout'],
  ['GET', '/api/companies'],
  ['GET', '/api/companies/search'],
  ['GET', '/api/companies/domain/{domain}'],
  ['GET', '/api/companies/domain/{domain}/reviews'],
  ['POST', '/api/companies/domain/{domain}/reviews'],
  ['POST', '/api/companies/domain/{domain}/claim'],
  ['GET', '/api/companies/{id}/competitors'],
  ['POST', '/api/companies/{id}/enhance'],
  ['POST', '/api/companies/{id}/report'],
  ['POST', '/api/companies/{id}/subscribe'],
  ['DELETE', '/api/companies/{id}/subscribe'],
  ['GET', '/api/categories/counts'],
  ['GET', '/api/categories/{slug}/companies'],
  ['POST', '/api/reviews/{id}/vote'],
  ['POST', '/api/reviews/views'],
  ['GET', '/api/reviews/{id}/replies'],
  ['POST', '/api/reviews/{id}/replies'],
  ['GET', '/api/claims/verify'],
  ['POST', '/api/claims/verify'],
  ['GET', '/api/users/{id}'],
  ['GET', '/api/users/{id}/reviews'],
  ['GET', '/api/users/{id}/stats'],
  ['POST', '/api/contact'],
];

const FIELDS = [
  'title',
  'content',
  'rating',
  'isComplaint',
  'type',
  'voteType',
  'parentReplyId',
  'issue',
  'companyDomain',
  'email',
  'password',
  'confirmPassword',
  'firstName',
  'lastName',
  'title',
  'profileImageUrl',
  'token',
  'subject',
  'message',
  'companyName',
];
const QUERY_KEYS = ['limit', 'offset', 'q', 'before', 'sort', 'token'];

/** Well-formed bodies, so the property also reaches the writes behind validation. */
const VALID_BODIES = [
  { title: 'Fine', content: 'Worked well', rating: 4 },
  { title: 'Bad', content: 'Late', rating: 1, isComplaint: true },
  { title: 'Note', content: 'FYI', rating: null, type: 'comment' },
  { voteType: 'upvote' },
  { voteType: 'downvote' },
  { voteType: 'clap' },
  { content: 'A reply' },
  { content: 'Nested', parentReplyId: 1 },
  { issue: 'Wrong address', companyDomain: 'fuzz.com' },
  { email: 'boss@fuzz.com' },
  { email: 'fuzz@example.com', password: 'secret123' },
  { email: 'new@example.com', password: 'secret123', confirmPassword: 'secret123' },
  { firstName: 'A', lastName: 'B', email: 'a@b.co', subject: 'S', message: 'M' },
].map((body) => JSON.stringify(body));

const printable = fc.string({ unit: 'grapheme-ascii', maxLength: 40 });
const anyText = fc.oneof(printable, fc.string({ unit: 'binary', maxLength: 40 }));
const scalar = fc.oneof(
  anyText,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.constantFrom('', ' ', '0', '-1', '1e309', 'NaN', '2147483648', 'acme.com', 'a@b.co', 'upvote'),
);

describe('every public route under random input', () => {
  // Also: no answer leaks a password hash or another user's email.
  const db = useTestDatabase();
  const server = useTestServer(db);
  const known: Record<string, string[]> = { domain: [], id: [], slug: ['pet-stores', 'sports'] };

  it('answers a JSON 4xx or a success, never a 5xx', async () => {
    const company = await buildCompany(db().knex, { domain: 'fuzz.com' });
    const review = await buildReview(db().knex, company);
    const user = await buildUser(db().knex);
    // Whose email must never appear in any answer (only a user's own does, at sign-in).
    const other = await buildUser(db().knex, {
      email: 'canary-user@example.com',
      firstName: 'Canary',
    });
    known.domain = ['fuzz.com', 'www.fuzz.com', 'other-fuzz.io'];
    known.id = [String(company.id), String(review.id), user.id, other.id];
    const signedIn = server().client();
    await signIn(signedIn, user);

    const segment = (name: string) =>
      fc.oneof(
        fc.constantFrom(...(known[name] ?? ['x'])),
        printable.map(encodeURIComponent),
        fc.string({ unit: 'binary', maxLength: 20 }).map(encodeURIComponent),
        fc.constantFrom('%', '%zz', '..', '0', '-5', '99999999999', '1.5', 'localhost', '%2F'),
      );
    const request = fc.record({
      route: fc.constantFrom(...ROUTES),
      params: fc.record({ domain: segment('domain'), id: segment('id'), slug: segment('slug') }),
      query: fc.dictionary(
        fc.constantFrom(...QUERY_KEYS),
        fc.oneof(printable, fc.constantFrom('5', '101', '-1')),
      ),
      body: fc.oneof(
        fc.constantFrom(...VALID_BODIES),
        fc
          .dictionary(
            fc.constantFrom(...FIELDS),
            fc.oneof(scalar, fc.array(scalar, { maxLength: 3 })),
          )
          .map((b) => JSON.stringify(b)),
        fc.jsonValue().map((v) => JSON.stringify(v)),
        anyText,
        fc.constant(''),
      ),
      key: fc.option(fc.oneof(fc.uuid(), printable), { nil: undefined }),
      asUser: fc.boolean(),
    });

    await fc.assert(
      fc.asyncProperty(
        request,
        async ({ route: [method, template], params, query, body, key, asUser }) => {
          // Limits would soon answer every write with 429; they have their own tests.
          await resetRateLimits(db().knex);
          const path = template.replace(
            /\{(\w+)\}/g,
            (_, name: 'domain' | 'id' | 'slug') => params[name],
          );
          const search = new URLSearchParams(query).toString();
          const client = asUser ? signedIn : server().client();
          const headers: Record<string, string> = { 'Content-Type': 'application/json' };
          if (key !== undefined) headers['Idempotency-Key'] = key;
          const response = await client.raw(
            method,
            `${path}${search ? `?${search}` : ''}`,
            method === 'GET' ? (undefined as unknown as BodyInit) : body,
            headers,
          );
          const context = `${method} ${path}?${search} ${body.slice(0, 200)} → ${response.status} ${response.text.slice(0, 300)}`;
          expect(response.status, context).toBeLessThan(500);
          expect(response.text, context).not.toContain('canary-user@');
          expect(response.text, context).not.toContain('$argon2');
          if (response.status >= 400) {
            expect(response.headers.get('content-type'), context).toContain('application/json');
            expect(typeof (response.body as { message?: unknown }).message, context).toBe('string');
          }
        },
      ),
      { numRuns: Number(process.env.FUZZ_RUNS ?? 250) },
    );
    // 250 real HTTP round trips: seconds on a quiet machine, minutes on a loaded CI box.
  }, 300_000);
});
