import { beforeEach, describe, expect, it } from 'vitest';
import { User } from '../../models/User.ts';
import { verifyPassword } from '../../services/passwords/passwords.ts';
import { useTestDatabase } from '../../test/database.ts';
import { buildUser, TEST_PASSWORD } from '../../test/factories.ts';
import { linkInMail, waitForMail } from '../../test/mail.ts';
import { resetRateLimits } from '../../test/rateLimits.ts';
import { signInUser } from '../../test/signIn.ts';
import { useTestServer } from '../../test/testServer.ts';

const NEW_PASSWORD = 'a-new-passphrase';
const ANSWER = {
  message: 'If an account exists for this email, we have sent it a link to reset the password.',
};

/** Issue 34 item 5: "Forgot password?" and the reset link for public users. */
describe('password reset', () => {
  const db = useTestDatabase();
  const server = useTestServer(db);
  beforeEach(() => resetRateLimits(db().knex));

  let sequence = 0;
  async function member() {
    sequence += 1;
    return buildUser(db().knex, { email: `reset-${sequence}@example.com` });
  }

  /** The mails to `to` so far, as written; waits up to 5 s for `count` of them. */
  async function mailsTo(to: string, count = 1): Promise<string[]> {
    for (let wait = 0; wait < 100; wait += 1) {
      const mails = (await waitForMail(server().config.dataDir, 1, 0)).filter((mail) =>
        mail.includes(`To: ${to}`),
      );
      if (mails.length >= count) return mails;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`fewer than ${count} mails to ${to}`);
  }

  /** Asks for a link to `email` and answers the token of the mail that brought it. */
  async function requestLink(email: string): Promise<string> {
    const before = await mailsTo(email, 0);
    const response = await server().client().post('/api/auth/forgot-password', { email });
    expect(response.status).toBe(202);
    // Mails written in one millisecond sort either way: the new one is the one not seen before.
    const mail = (await mailsTo(email, before.length + 1)).find((m) => !before.includes(m));
    const link = new URL(linkInMail(mail!)!);
    expect(link.pathname).toBe('/reset-password');
    return link.searchParams.get('token')!;
  }

  describe('POST /api/auth/forgot-password', () => {
    it('answers 400 for a malformed address, and writes nothing', async () => {
      const response = await server().client().post('/api/auth/forgot-password', { email: 'x' });
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({ message: 'email: Please enter a valid email address' });
    });

    it('answers the same 202 for an unknown address, and mails no one', async () => {
      const response = await server()
        .client()
        .post('/api/auth/forgot-password', { email: 'nobody@example.com' });
      expect(response.status).toBe(202);
      expect(response.body).toEqual(ANSWER);
      await new Promise((resolve) => setTimeout(resolve, 200));
      const mails = await waitForMail(server().config.dataDir, 1, 0);
      expect(mails.filter((mail) => mail.includes('nobody@example.com'))).toEqual([]);
    });

    it('mails a one-hour link whose token is stored only as a hash, in any letter case', async () => {
      const user = await member();
      const client = server().client();
      const response = await client.post('/api/auth/forgot-password', {
        email: user.email.toUpperCase(),
      });
      expect(response.status).toBe(202);
      expect(response.body).toEqual(ANSWER);
      const [mail] = await mailsTo(user.email);
      expect(mail).toContain('Subject: Reset your password');
      const token = new URL(linkInMail(mail!)!).searchParams.get('token')!;
      expect(token).toMatch(/^[\w-]{43}$/);
      const stored = await User.query(db().knex).findById(user.id);
      expect(stored?.passwordResetToken).toMatch(/^[0-9a-f]{64}$/);
      expect(stored?.passwordResetToken).not.toContain(token);
      const minutes = (stored!.passwordResetExpires!.getTime() - Date.now()) / 60_000;
      expect(minutes).toBeGreaterThan(58);
      expect(minutes).toBeLessThanOrEqual(60);
      // Asking starts no session and changes nothing else.
      expect(client.cookie('rv.sid')).toBeUndefined();
      expect(await verifyPassword(stored!.password, TEST_PASSWORD)).toBe(true);
    });

    it('mails one account at most 3 times an hour, and one address asks at most 10 times', async () => {
      const user = await member();
      const ask = (email: string) => server().client().post('/api/auth/forgot-password', { email });
      for (let i = 0; i < 3; i += 1) expect((await ask(user.email)).status).toBe(202);
      const fourth = await ask(` ${user.email.toUpperCase()}`);
      expect(fourth.status).toBe(429);
      expect(fourth.body).toEqual({ message: 'Too many requests, please try again later' });
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(await mailsTo(user.email, 3)).toHaveLength(3);
      // The address's own allowance: 10 asks, whatever they are for.
      for (let i = 0; i < 6; i += 1) expect((await ask(`other-${i}@example.com`)).status).toBe(202);
      expect((await ask('one-more@example.com')).status).toBe(429);
    });
  });

  describe('POST /api/auth/reset-password', () => {
    it('answers 400 for a short or unconfirmed password, and spends nothing', async () => {
      const user = await member();
      const token = await requestLink(user.email);
      const client = server().client();
      const short = await client.post('/api/auth/reset-password', {
        token,
        password: 'seven77',
        confirmPassword: 'seven77',
      });
      expect(short.status).toBe(400);
      expect(short.body).toMatchObject({
        message: 'password: Password must be at least 8 characters',
      });
      const mismatch = await client.post('/api/auth/reset-password', {
        token,
        password: NEW_PASSWORD,
        confirmPassword: 'something-else',
      });
      expect(mismatch.status).toBe(400);
      expect(mismatch.body).toMatchObject({ message: "confirmPassword: Passwords don't match" });
      const stored = await User.query(db().knex).findById(user.id);
      expect(stored?.passwordResetToken).not.toBeNull();
      expect(await verifyPassword(stored!.password, TEST_PASSWORD)).toBe(true);
    });

    it('answers 410 for an unknown token', async () => {
      const response = await server().client().post('/api/auth/reset-password', {
        token: 'not-a-real-token',
        password: NEW_PASSWORD,
        confirmPassword: NEW_PASSWORD,
      });
      expect(response.status).toBe(410);
      expect(response.body).toEqual({
        message: 'This password reset link is invalid or has already been used',
      });
    });

    it('sets the password, spends the link and signs the account out everywhere', async () => {
      const user = await member();
      const laptop = await signInUser(server().client(), user);
      const phone = await signInUser(server().client(), user);
      const someoneElse = await signInUser(server().client(), await member());
      const token = await requestLink(user.email);

      const browser = server().client();
      const body = { token, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD };
      const response = await browser.post('/api/auth/reset-password', body);
      expect(response.status).toBe(200);
      expect(response.body).toEqual({
        message: 'Your password has been reset. Please sign in with your new password.',
      });
      const stored = await User.query(db().knex).findById(user.id);
      expect(stored?.password).toMatch(/^\$argon2id\$/);
      expect(await verifyPassword(stored!.password, NEW_PASSWORD)).toBe(true);
      expect(stored).toMatchObject({ passwordResetToken: null, passwordResetExpires: null });

      expect((await laptop.get('/api/auth/user')).status).toBe(401);
      expect((await phone.get('/api/auth/user')).status).toBe(401);
      expect((await someoneElse.get('/api/auth/user')).status).toBe(200);
      const signIn = (password: string) =>
        server().client().post('/api/auth/login', { email: user.email, password });
      expect((await signIn(TEST_PASSWORD)).status).toBe(401);
      expect((await signIn(NEW_PASSWORD)).status).toBe(200);

      // Once only.
      const again = await browser.post('/api/auth/reset-password', body);
      expect(again.status).toBe(410);
      expect(again.body).toEqual({
        message: 'This password reset link is invalid or has already been used',
      });
      const notices = await mailsTo(user.email, 2);
      expect(notices.some((mail) => mail.includes('Subject: Your password was changed'))).toBe(
        true,
      );
    });

    it('answers 410 for an expired link, and a newer link replaces the older', async () => {
      const user = await member();
      const first = await requestLink(user.email);
      const second = await requestLink(user.email);
      const body = (token: string) => ({
        token,
        password: NEW_PASSWORD,
        confirmPassword: NEW_PASSWORD,
      });
      const replaced = await server().client().post('/api/auth/reset-password', body(first));
      expect(replaced.status).toBe(410);
      await User.query(db().knex)
        .findById(user.id)
        .patch({ passwordResetExpires: new Date(Date.now() - 1000) });
      const expired = await server().client().post('/api/auth/reset-password', body(second));
      expect(expired.status).toBe(410);
      expect(expired.body).toEqual({
        message: 'This password reset link has expired: please ask for a new one',
      });
      const stored = await User.query(db().knex).findById(user.id);
      expect(await verifyPassword(stored!.password, TEST_PASSWORD)).toBe(true);
    });
  });
});
