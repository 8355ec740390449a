import { beforeEach, describe, expect, it } from 'vitest';
import { Review } from '../../models/Review.ts';
import { User } from '../../models/User.ts';
import { countRows } from '../../test/count.ts';
import { useTestDatabase } from '../../test/database.ts';
import { buildCompany, buildReview, buildUser, TEST_PASSWORD } from '../../test/factories.ts';
import { resetRateLimits } from '../../test/rateLimits.ts';
import type { TestClient } from '../../test/testClient.ts';
import { useTestServer } from '../../test/testServer.ts';

const registration = (email: string) => ({
  email,
  password: 'secret12',
  confirmPassword: 'secret12',
  firstName: 'Ann',
  lastName: 'Lee',
});

describe('auth', () => {
  const db = useTestDatabase();
  const server = useTestServer(db);
  const client = () => server().client();
  beforeEach(() => resetRateLimits(db().knex));

  describe('GET /api/auth/user', () => {
    it('answers 401 when signed out, without creating a session', async () => {
      const sessions = await countRows(db().knex, 'sessions');
      const response = await client().get('/api/auth/user');
      expect(response.status).toBe(401);
      expect(response.body).toEqual({ message: 'Not signed in' });
      expect(await countRows(db().knex, 'sessions')).toBe(sessions);
    });
  });

  describe('POST /api/auth/register', () => {
    it('answers 400 with the spec messages and writes nothing', async () => {
      const users = await countRows(db().knex, 'users');
      const response = await client().post('/api/auth/register', {
        email: 'not-an-email',
        password: '123',
        confirmPassword: '1234',
      });
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({
        issues: expect.arrayContaining([
          { path: 'email', message: 'Please enter a valid email address' },
          { path: 'password', message: 'Password must be at least 8 characters' },
        ]),
      });
      const mismatch = await client().post('/api/auth/register', {
        email: 'a@b.co',
        password: 'secret12',
        confirmPassword: 'secret13',
      });
      expect(mismatch.body).toMatchObject({
        message: "confirmPassword: Passwords don't match",
      });
      expect(await countRows(db().knex, 'users')).toBe(users);
    });

    it('creates the account with an argon2id hash, signs in, and never answers the hash', async () => {
      const browser = client();
      const response = await browser.post('/api/auth/register', registration('New@Example.com'));
      expect(response.status).toBe(201);
      expect(response.body).toEqual({
        id: expect.any(String),
        email: 'new@example.com',
        firstName: 'Ann',
        lastName: 'Lee',
        title: null,
        profileImageUrl: null,
        isEmailVerified: false,
        createdAt: expect.any(String),
      });
      expect(response.text).not.toContain('argon2');
      const stored = await User.query(db().knex).findOne({ email: 'new@example.com' });
      expect(stored?.password).toMatch(/^\$argon2id\$/);
      expect((await browser.get('/api/auth/user')).body).toMatchObject({
        email: 'new@example.com',
      });
      const activity = await countRows(db().knex, 'activity', { type: 'user_registered' });
      expect(activity).toBeGreaterThan(0);
    });

    it('answers 409 for an email taken in any letter case', async () => {
      await buildUser(db().knex, { email: 'taken@example.com' });
      const response = await client().post('/api/auth/register', registration('TAKEN@example.com'));
      expect(response.status).toBe(409);
      expect(response.body).toEqual({ message: 'An account with this email already exists' });
    });

    it("attaches the browser's anonymous reviews and votes to the new account", async () => {
      const company = await buildCompany(db().knex, { domain: 'attach.com' });
      const other = await buildReview(db().knex, company);
      const browser = client();
      const posted = await browser.post<{ review: { id: number } }>(
        '/api/companies/domain/attach.com/reviews',
        { title: 'Mine', content: 'Anonymous at first', rating: 5 },
      );
      expect(posted.status).toBe(201);
      expect(
        (await browser.post(`/api/reviews/${other.id}/vote`, { voteType: 'upvote' })).status,
      ).toBe(201);

      const response = await browser.post<{ id: string }>(
        '/api/auth/register',
        registration('attach@example.com'),
      );
      expect(response.status).toBe(201);
      const review = await Review.query(db().knex).findById(posted.body.review.id);
      expect(review?.userId).toBe(response.body.id);
      const votes = await db().knex('review_votes').where({ reviewId: other.id });
      expect(votes).toEqual([
        expect.objectContaining({ voterId: response.body.id, userId: response.body.id }),
      ]);
      // Still one vote, and it is still the user's.
      const again = await browser.post(`/api/reviews/${other.id}/vote`, { voteType: 'upvote' });
      expect(again.status).toBe(409);
    });

    it('rate-limits sign-ups per IP with 429 and Retry-After', async () => {
      let last = await client().post('/api/auth/register', {});
      for (let i = 0; i < 10; i++) last = await client().post('/api/auth/register', {});
      expect(last.status).toBe(429);
      expect(Number(last.headers.get('retry-after'))).toBeGreaterThan(0);
    });
  });

  describe('POST /api/auth/login', () => {
    it('answers 400 for a malformed form', async () => {
      const response = await client().post('/api/auth/login', { email: 'x', password: '1' });
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({
        message:
          'email: Please enter a valid email address; password: Password must be at least 6 characters',
      });
    });

    it('answers one generic 401 for an unknown email and for a wrong password', async () => {
      const user = await buildUser(db().knex);
      const unknown = await client().post('/api/auth/login', {
        email: 'nobody@example.com',
        password: TEST_PASSWORD,
      });
      const wrong = await client().post('/api/auth/login', {
        email: user.email,
        password: 'wrong-password',
      });
      expect(unknown.status).toBe(401);
      expect(wrong.status).toBe(401);
      expect(unknown.body).toEqual({ message: 'Invalid email or password' });
      expect(wrong.body).toEqual(unknown.body);
    });

    it('signs in with a new session id, case-insensitively', async () => {
      const user = await buildUser(db().knex, { email: 'case@example.com' });
      const browser = client();
      const company = await buildCompany(db().knex);
      const review = await buildReview(db().knex, company);
      await browser.post(`/api/reviews/${review.id}/vote`, { voteType: 'clap' });
      const visitorSession = browser.cookie('rv.sid');
      const response = await browser.post('/api/auth/login', {
        email: 'CASE@example.com',
        password: TEST_PASSWORD,
      });
      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({ id: user.id, email: 'case@example.com' });
      expect(response.text).not.toContain('password');
      expect(browser.cookie('rv.sid')).not.toBe(visitorSession);
      // The visitor's clap became the user's.
      const votes = await db().knex('review_votes').where({ reviewId: review.id });
      expect(votes).toEqual([expect.objectContaining({ voterId: user.id, voteType: 'clap' })]);
    });

    it('keeps a visitor vote that conflicts with the account’s own', async () => {
      const user = await buildUser(db().knex);
      const company = await buildCompany(db().knex);
      const review = await buildReview(db().knex, company);
      const signedIn = client();
      await signedInVote(signedIn, user.email, review.id);
      const browser = client();
      await browser.post(`/api/reviews/${review.id}/vote`, { voteType: 'downvote' });
      await browser.post('/api/auth/login', { email: user.email, password: TEST_PASSWORD });
      const votes = await db().knex('review_votes').where({ reviewId: review.id }).orderBy('id');
      expect(votes.map((v: { voteType: string; voterId: string }) => v.voteType)).toEqual([
        'upvote',
        'downvote',
      ]);
      expect(votes[1].voterId).not.toBe(user.id);
    });

    it('rate-limits attempts per IP', async () => {
      let last = await client().post('/api/auth/login', {});
      for (let i = 0; i < 10; i++) last = await client().post('/api/auth/login', {});
      expect(last.status).toBe(429);
      expect(last.body).toEqual({ message: 'Too many requests, please try again later' });
    });
  });

  describe('POST /api/auth/logout', () => {
    it('signs out', async () => {
      const user = await buildUser(db().knex);
      const browser = client();
      await browser.post('/api/auth/login', { email: user.email, password: TEST_PASSWORD });
      const response = await browser.post('/api/auth/logout');
      expect(response.status).toBe(200);
      expect(response.body).toEqual({ message: 'Logged out' });
      expect((await browser.get('/api/auth/user')).status).toBe(401);
    });

    it('refuses a sign-out from another site', async () => {
      const response = await client().post('/api/auth/logout', undefined, {
        Origin: 'https://evil.example',
      });
      expect(response.status).toBe(403);
    });
  });
});

async function signedInVote(browser: TestClient, email: string, reviewId: number) {
  await browser.post('/api/auth/login', { email, password: TEST_PASSWORD });
  const response = await browser.post(`/api/reviews/${reviewId}/vote`, { voteType: 'upvote' });
  expect(response.status).toBe(201);
}
