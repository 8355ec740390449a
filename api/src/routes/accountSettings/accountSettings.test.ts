import { beforeEach, describe, expect, it } from 'vitest';
import { Company } from '../../models/Company.ts';
import { Review } from '../../models/Review.ts';
import { User } from '../../models/User.ts';
import { verifyPassword } from '../../services/passwords/passwords.ts';
import { useTestDatabase } from '../../test/database.ts';
import { buildCompany, buildReview, buildUser, TEST_PASSWORD } from '../../test/factories.ts';
import { linkInMail, waitForMail } from '../../test/mail.ts';
import { resetRateLimits } from '../../test/rateLimits.ts';
import { signInUser } from '../../test/signIn.ts';
import { useTestServer } from '../../test/testServer.ts';

const NEW_PASSWORD = 'a-new-passphrase';

/** Issue 34 item 5: a signed-in user's own name, password and email. */
describe('/api/account settings', () => {
  const db = useTestDatabase();
  const server = useTestServer(db);
  beforeEach(async () => {
    await resetRateLimits(db().knex);
    await db().knex('login_failures').delete();
  });

  let sequence = 0;
  async function member(overrides: Partial<User> = {}) {
    sequence += 1;
    const user = await buildUser(db().knex, {
      email: `settings-${sequence}@example.com`,
      firstName: 'Ann',
      lastName: 'Lee',
      ...overrides,
    });
    return { user, client: await signInUser(server().client(), user) };
  }

  const stored = (id: string) => User.query(db().knex).findById(id);

  /** The first mail to `to` (waits up to 5 s). */
  async function mailTo(to: string): Promise<string> {
    for (let wait = 0; wait < 100; wait += 1) {
      const mails = await waitForMail(server().config.dataDir, 1, 0);
      const mail = mails.find((m) => m.includes(`To: ${to}`));
      if (mail) return mail;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`no mail to ${to}`);
  }

  const linkTo = async (to: string) => new URL(linkInMail(await mailTo(to))!);

  describe('PATCH /api/account/name', () => {
    it('answers 401 signed out, 400 for a name too long, and changes nothing', async () => {
      const { user, client } = await member();
      const anonymous = await server().client().patch('/api/account/name', { firstName: 'Bo' });
      expect(anonymous.status).toBe(401);
      const long = await client.patch('/api/account/name', { firstName: 'x'.repeat(101) });
      expect(long.status).toBe(400);
      expect(long.body).toMatchObject({
        message: 'firstName: First name must be at most 100 characters',
      });
      expect(await stored(user.id)).toMatchObject({ firstName: 'Ann', lastName: 'Lee' });
    });

    it('changes the name, trimmed, an empty part cleared', async () => {
      const { user, client } = await member();
      const response = await client.patch('/api/account/name', {
        firstName: ' Anna ',
        lastName: '',
      });
      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({ id: user.id, firstName: 'Anna', lastName: null });
      expect(await stored(user.id)).toMatchObject({ firstName: 'Anna', lastName: null });
      expect((await client.get('/api/auth/user')).body).toMatchObject({ firstName: 'Anna' });
    });
  });

  describe('PUT /api/account/password', () => {
    const change = (overrides: Record<string, unknown> = {}) => ({
      currentPassword: TEST_PASSWORD,
      password: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
      ...overrides,
    });

    it('answers 401 signed out, 400 for a short or unconfirmed new password', async () => {
      const { user, client } = await member();
      expect((await server().client().put('/api/account/password', change())).status).toBe(401);
      const short = await client.put(
        '/api/account/password',
        change({ password: 'seven77', confirmPassword: 'seven77' }),
      );
      expect(short.status).toBe(400);
      expect(short.body).toMatchObject({
        message: 'password: Password must be at least 8 characters',
      });
      const mismatch = await client.put(
        '/api/account/password',
        change({ confirmPassword: 'another-one' }),
      );
      expect(mismatch.body).toMatchObject({ message: "confirmPassword: Passwords don't match" });
      expect(await verifyPassword((await stored(user.id))!.password, TEST_PASSWORD)).toBe(true);
      expect(await db().knex('login_failures').count({ n: '*' })).toEqual([{ n: 0 }]);
    });

    it('answers 400 for a wrong current password, counted toward the sign-in lock-out', async () => {
      const { user, client } = await member();
      const wrong = await client.put(
        '/api/account/password',
        change({ currentPassword: 'not-my-password' }),
      );
      expect(wrong.status).toBe(400);
      expect(wrong.body).toEqual({ message: 'The password is not correct' });
      expect(await db().knex('login_failures').first('failures')).toEqual({ failures: 1 });
      expect(await verifyPassword((await stored(user.id))!.password, TEST_PASSWORD)).toBe(true);
      expect((await client.get('/api/auth/user')).status).toBe(200);
    });

    it('changes the password, ends the other sessions and keeps this one under a new id', async () => {
      const { user, client } = await member();
      const phone = await signInUser(server().client(), user);
      const { client: someoneElse } = await member();
      const before = client.cookie('rv.sid');

      const response = await client.put('/api/account/password', change());
      expect(response.status).toBe(200);
      expect(response.body).toEqual({
        message: 'Your password has been changed. Other devices have been signed out.',
      });
      expect(await verifyPassword((await stored(user.id))!.password, NEW_PASSWORD)).toBe(true);
      expect(client.cookie('rv.sid')).not.toBe(before);
      expect((await client.get('/api/auth/user')).body).toMatchObject({ id: user.id });
      expect((await phone.get('/api/auth/user')).status).toBe(401);
      expect((await someoneElse.get('/api/auth/user')).status).toBe(200);
      const signedIn = await db()
        .knex('sessions')
        .whereRaw("sess->>'userId' = ?", [user.id])
        .count({ n: '*' });
      expect(signedIn).toEqual([{ n: 1 }]);
      expect(
        (
          await server()
            .client()
            .post('/api/auth/login', { email: user.email, password: NEW_PASSWORD })
        ).status,
      ).toBe(200);
    });
  });

  describe('POST /api/account/email', () => {
    const ask = (email: string, currentPassword = TEST_PASSWORD) => ({ email, currentPassword });

    it('answers 401 signed out, 400 for a bad address or a wrong password, 409 for a taken one', async () => {
      const { user, client } = await member();
      const other = await buildUser(db().knex, { email: 'taken@example.com' });
      expect(
        (await server().client().post('/api/account/email', ask('new@example.com'))).status,
      ).toBe(401);
      const bad = await client.post('/api/account/email', ask('not-an-email'));
      expect(bad.status).toBe(400);
      expect(bad.body).toMatchObject({ message: 'email: Please enter a valid email address' });
      const wrong = await client.post('/api/account/email', ask('new@example.com', 'nope-nope'));
      expect(wrong.status).toBe(400);
      expect(wrong.body).toEqual({ message: 'The password is not correct' });
      expect(await db().knex('login_failures').first('failures')).toEqual({ failures: 1 });
      const taken = await client.post('/api/account/email', ask('TAKEN@example.com'));
      expect(taken.status).toBe(409);
      expect(taken.body).toEqual({ message: 'An account with this email already exists' });
      const same = await client.post('/api/account/email', ask(user.email));
      expect(same.status).toBe(409);
      expect(await stored(user.id)).toMatchObject({ email: user.email, pendingEmail: null });
      expect(await stored(other.id)).toMatchObject({ email: 'taken@example.com' });
    });

    it('mails the new address a link; the email changes only when its page posts the token', async () => {
      const { user, client } = await member({ isEmailVerified: false });
      // A company whose claim the new address proved, waiting for that address's account.
      const claimed = await buildCompany(db().knex, {
        isClaimed: true,
        claimedBy: 'moved@example.com',
      });
      // A review that waits for the account's email to be verified.
      const held = await buildReview(db().knex, claimed, {
        userId: user.id,
        status: 'pending',
        holdReason: 'verification',
      });
      const response = await client.post('/api/account/email', ask('Moved@Example.com'));
      expect(response.status).toBe(202);
      expect(response.body).toEqual({
        message: 'We have sent a link to moved@example.com. Your email changes when you open it.',
        pendingEmail: 'moved@example.com',
      });
      const pending = await stored(user.id);
      expect(pending).toMatchObject({ email: user.email, pendingEmail: 'moved@example.com' });
      expect(pending?.pendingEmailToken).toMatch(/^[0-9a-f]{64}$/);

      const link = await linkTo('moved@example.com');
      expect(link.pathname).toBe('/confirm-email');
      const token = link.searchParams.get('token')!;
      // Following the link opens a page; only its button's POST changes anything.
      expect(await stored(user.id)).toMatchObject({ email: user.email });

      const confirm = server().client();
      const done = await confirm.post('/api/account/email/confirm', { token });
      expect(done.status).toBe(200);
      expect(done.body).toEqual({
        message: 'Your email address is now moved@example.com.',
        email: 'moved@example.com',
      });
      expect(await stored(user.id)).toMatchObject({
        email: 'moved@example.com',
        isEmailVerified: true,
        pendingEmail: null,
        pendingEmailToken: null,
      });
      expect((await client.get('/api/auth/user')).body).toMatchObject({
        email: 'moved@example.com',
        isEmailVerified: true,
      });
      expect(await Company.query(db().knex).findById(claimed.id)).toMatchObject({
        ownerUserId: user.id,
      });
      // The new address is verified: the review that waited for it is published.
      expect(await Review.query(db().knex).findById(held.id)).toMatchObject({
        status: 'published',
        holdReason: null,
      });
      // The old address is told, with no link in the mail.
      const notice = await mailTo(user.email);
      expect(notice).toContain('Subject: Your email address was changed');
      expect(linkInMail(notice)).toBeUndefined();

      const again = await confirm.post('/api/account/email/confirm', { token });
      expect(again.status).toBe(410);
      expect(again.body).toEqual({
        message: 'This email change link is invalid or has already been used',
      });
      const signIn = (email: string) =>
        server().client().post('/api/auth/login', { email, password: TEST_PASSWORD });
      expect((await signIn('moved@example.com')).status).toBe(200);
      expect((await signIn(user.email)).status).toBe(401);
    });
  });

  describe('POST /api/account/email/confirm', () => {
    it('answers 400 without a token, 410 for an expired link, 409 for an address taken meanwhile', async () => {
      const { user, client } = await member();
      const missing = await server().client().post('/api/account/email/confirm', {});
      expect(missing.status).toBe(400);
      expect(missing.body).toMatchObject({ message: 'token: token is required' });

      expect((await client.post('/api/account/email', ask('later@example.com'))).status).toBe(202);
      const token = (await linkTo('later@example.com')).searchParams.get('token')!;
      await buildUser(db().knex, { email: 'later@example.com' });
      const taken = await server().client().post('/api/account/email/confirm', { token });
      expect(taken.status).toBe(409);
      expect(taken.body).toEqual({ message: 'An account with this email already exists' });

      await User.query(db().knex)
        .findById(user.id)
        .patch({ pendingEmailExpires: new Date(Date.now() - 1000) });
      const expired = await server().client().post('/api/account/email/confirm', { token });
      expect(expired.status).toBe(410);
      expect(expired.body).toEqual({
        message: 'This email change link has expired: please ask for a new one',
      });
      expect(await stored(user.id)).toMatchObject({ email: user.email });
    });

    const ask = (email: string) => ({ email, currentPassword: TEST_PASSWORD });
  });
});
