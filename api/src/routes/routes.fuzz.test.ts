import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { useTestDatabase } from '../test/database.ts';
import { buildAdmin, buildCompany, buildReview, buildUser } from '../test/factories.ts';
import { resetRateLimits } from '../test/rateLimits.ts';
import { signInAdmin, signInUser } from '../test/signIn.ts';
import { useTestServer } from '../test/testServer.ts';
import { createApiRouter } from './index.ts';

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
  // PostgreSQL stores no NUL in text or jsonb: such input must be refused, never a 500.
  fc.constantFrom('\u0000', 'a\u0000b', 'fuzz.com\u0000'),
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
    await signInUser(signedIn, user);

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
        fc.oneof(printable, fc.constantFrom('5', '101', '-1', '\u0000', 'a\u0000')),
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

/** Every route the API mounts (the router's own list, so a new route is covered at once). */
function mountedRoutes(): Array<[method: string, path: string, params: string[]]> {
  return createApiRouter()
    .stack.filter((layer) => layer.methods.length > 0)
    .flatMap((layer) =>
      layer.methods
        .filter((method) => method !== 'HEAD')
        .map((method): [string, string, string[]] => [
          method,
          layer.path as string,
          layer.paramNames.map((param) => String(param.name)),
        ]),
    );
}

const ADMIN_FIELDS = [
  'name',
  'domain',
  'website',
  'description',
  'category',
  'status',
  'priority',
  'role',
  'newPassword',
  'platformName',
  'tagline',
  'supportEmail',
  'note',
  'planName',
  'amount',
];
const NUL = '\u0000';

describe('NUL characters, at every route (public and admin), signed out, as a user and as an admin', () => {
  const db = useTestDatabase();
  const server = useTestServer(db);

  it('answer a JSON 4xx with a message, never a 5xx', async () => {
    const user = await buildUser(db().knex);
    const admin = await buildAdmin(db().knex, { role: 'super_admin' });
    const asUser = server().client();
    await signInUser(asUser, user);
    const asAdmin = await signInAdmin(server().client(), admin);
    const body = JSON.stringify(
      Object.fromEntries([...FIELDS, ...ADMIN_FIELDS].map((field) => [field, `x${NUL}y`])),
    );
    const settings = JSON.stringify({ platformName: `Reviews${NUL}`, maintenanceMode: false });
    const failures: string[] = [];
    for (const [method, template] of mountedRoutes()) {
      const withNul = template.replace(/:(\w+)/g, () => '%00');
      const withGoodIds = template.replace(/:(\w+)/g, () => '1');
      const query = `?${QUERY_KEYS.map((key) => `${key}=%00`).join('&')}`;
      for (const client of [server().client(), asUser, asAdmin]) {
        for (const [path, payload] of [
          [`${withNul}${query}`, body],
          [`${withGoodIds}${query}`, body],
          [withGoodIds, template === '/api/admin/settings' ? settings : body],
        ] as const) {
          await resetRateLimits(db().knex);
          const response = await client.raw(
            method,
            path,
            method === 'GET' ? (undefined as unknown as BodyInit) : payload,
            { 'Content-Type': 'application/json' },
          );
          const message = (response.body as { message?: unknown }).message;
          if (response.status >= 500 || (response.status >= 400 && typeof message !== 'string')) {
            failures.push(`${method} ${path} → ${response.status} ${response.text.slice(0, 120)}`);
          }
        }
      }
    }
    expect(failures).toEqual([]);
    // Signing in before any session: the limiter must not store the raw email either.
    const login = await server()
      .client()
      .post('/api/admin/login', { email: `a${NUL}@example.com`, password: 'secret123' });
    expect(login.status).toBe(400);
    expect(login.body).toEqual({
      message: 'email: must not contain NUL characters',
      issues: [{ path: 'email', message: 'must not contain NUL characters' }],
    });
  }, 300_000);
});

describe('every admin route under random input, signed in as a super admin', () => {
  const db = useTestDatabase();
  const server = useTestServer(db);

  it('answers a JSON 4xx or a success, never a 5xx', async () => {
    const company = await buildCompany(db().knex, { domain: 'fuzz.com' });
    const review = await buildReview(db().knex, company);
    const user = await buildUser(db().knex);
    // The signed-in admin is not a target (a password change would end its session).
    const target = await buildAdmin(db().knex);
    const admin = await buildAdmin(db().knex, { role: 'super_admin' });
    const client = await signInAdmin(server().client(), admin);
    const routes = mountedRoutes().filter(
      ([, path]) => path.startsWith('/api/admin/') && !path.endsWith('/logout'),
    );
    const ids = [String(company.id), String(review.id), user.id, target.id, '1'];
    const segment = fc.oneof(
      fc.constantFrom(...ids),
      printable.map(encodeURIComponent),
      fc.constantFrom('%00', '%', '0', '-5', '99999999999', '1.5', '%2F'),
    );
    const field = fc.oneof(scalar, fc.array(scalar, { maxLength: 3 }));
    const request = fc.record({
      route: fc.constantFrom(...routes),
      id: segment,
      query: fc.dictionary(
        fc.constantFrom(...QUERY_KEYS, 'status', 'role', 'type', 'rating', 'search'),
        fc.oneof(printable, fc.constantFrom('5', '-1', '\u0000', 'a\u0000')),
      ),
      body: fc.oneof(
        fc.dictionary(fc.constantFrom(...FIELDS, ...ADMIN_FIELDS), field).map(JSON.stringify),
        fc.jsonValue().map((v) => JSON.stringify(v)),
        anyText,
      ),
    });

    await fc.assert(
      fc.asyncProperty(request, async ({ route: [method, template], id, query, body }) => {
        await resetRateLimits(db().knex);
        const path = template.replace(/:(\w+)/g, () => id);
        const search = new URLSearchParams(query).toString();
        const response = await client.raw(
          method,
          `${path}${search ? `?${search}` : ''}`,
          method === 'GET' ? (undefined as unknown as BodyInit) : body,
          { 'Content-Type': 'application/json' },
        );
        const context = `${method} ${path}?${search} ${body.slice(0, 200)} → ${response.status} ${response.text.slice(0, 300)}`;
        expect(response.status, context).toBeLessThan(500);
        expect(response.text, context).not.toContain('$argon2');
        if (response.status >= 400) {
          expect(typeof (response.body as { message?: unknown }).message, context).toBe('string');
        }
      }),
      { numRuns: Number(process.env.FUZZ_RUNS ?? 250) },
    );
  }, 300_000);
});
