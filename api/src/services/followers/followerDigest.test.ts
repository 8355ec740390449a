import { rm } from 'node:fs/promises';
import path from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { createContext } from '../../context.ts';
import { countRows } from '../../test/count.ts';
import { useTestDatabase } from '../../test/database.ts';
import { buildCompany, buildReview, buildUser } from '../../test/factories.ts';
import { decodeMail, waitForMail } from '../../test/mail.ts';
import { resetRateLimits } from '../../test/rateLimits.ts';
import { useTestServer } from '../../test/testServer.ts';
import { sendFollowerDigestsWhenDue } from './followerDigest.ts';

/** "Subscribe" on a company page: the follower hears back, once a day at most (issue 37). */
describe('the follower digest', () => {
  const db = useTestDatabase();
  const server = useTestServer(db, { PUBLIC_URL: 'http://reviews.example' });
  const ctx = () =>
    createContext({ db: db(), config: server().config, actor: { type: 'system', name: 'test' } });
  const mailDir = () => path.join(server().config.dataDir, 'mail');
  const at = (iso: string) => new Date(iso);

  beforeEach(async () => {
    await resetRateLimits(db().knex);
    await db().knex('follower_digests').delete();
    await db().knex('subscriptions').delete();
    await db().knex('mail_opt_outs').delete();
    await rm(mailDir(), { recursive: true, force: true });
  });

  /** The mails written so far, headers unfolded and the body decoded. */
  async function mails(count: number, timeoutMs = 2000): Promise<string[]> {
    const written = await waitForMail(server().config.dataDir, count, timeoutMs);
    return written.map((mail) => {
      const split = mail.indexOf('\r\n\r\n');
      const headers = mail.slice(0, split).replace(/\r?\n[ \t]+/g, ' ');
      return `${headers}\r\n\r\n${decodeMail(mail.slice(split + 4))}`;
    });
  }

  async function follow(userId: string, companyId: number, since: string) {
    await db()
      .knex('subscriptions')
      .insert({ userId, companyId, createdAt: at(since) });
  }

  it('mails each follower once a day with every followed company that got new published reviews', async () => {
    const follower = await buildUser(db().knex, { isEmailVerified: true });
    const busy = await buildCompany(db().knex, { name: 'Busy Co' });
    const quiet = await buildCompany(db().knex, { name: 'Quiet Co' });
    const other = await buildCompany(db().knex, { name: 'Unfollowed Co' });
    await follow(follower.id, busy.id, '2026-11-20T00:00:00Z');
    await follow(follower.id, quiet.id, '2026-11-20T00:00:00Z');
    const newReview = { publishedAt: at('2026-11-25T10:00:00Z') };
    await buildReview(db().knex, busy, newReview);
    await buildReview(db().knex, busy, newReview);
    await buildReview(db().knex, other, newReview);
    // Not news: published before the follow, still held, imported, or the follower's own.
    await buildReview(db().knex, quiet, { publishedAt: at('2026-11-19T10:00:00Z') });
    await buildReview(db().knex, quiet, { status: 'pending', holdReason: 'moderation' });
    await buildReview(db().knex, quiet, { ...newReview, source: 'import' });
    await buildReview(db().knex, quiet, { ...newReview, userId: follower.id });

    const now = at('2026-11-26T06:00:00Z');
    // Two instances check at the same moment: one mail.
    const runs = await Promise.all([
      sendFollowerDigestsWhenDue(ctx(), now),
      sendFollowerDigestsWhenDue(ctx(), now),
    ]);
    expect(runs.map((run) => run.sent).sort()).toEqual([0, 1]);
    const [mail, ...more] = await mails(2, 500);
    expect(more).toEqual([]);
    expect(mail).toContain(`To: ${follower.email}`);
    expect(mail).toContain('Subject: New reviews of Busy Co on');
    expect(mail).toContain(
      `- Busy Co: 2 new reviews, http://reviews.example/company/${busy.domain}`,
    );
    expect(mail).not.toContain('Quiet Co');
    expect(mail).not.toContain('Unfollowed Co');
    expect(mail).toMatch(/List-Unsubscribe: <http:\/\/reviews\.example\/api\/unsubscribe\?token=/);
    expect(mail).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');

    // A restart later the same day, with more news: still nothing until tomorrow.
    await buildReview(db().knex, quiet, { publishedAt: at('2026-11-26T08:00:00Z') });
    expect(await sendFollowerDigestsWhenDue(ctx(), at('2026-11-26T09:00:00Z'))).toEqual({
      sent: 0,
      failed: 0,
    });
    expect(await mails(2, 300)).toHaveLength(1);

    // The next day: only what is new since the last digest.
    await rm(mailDir(), { recursive: true, force: true });
    expect((await sendFollowerDigestsWhenDue(ctx(), at('2026-11-27T06:00:00Z'))).sent).toBe(1);
    const [next] = await mails(1);
    expect(next).toContain('Subject: New reviews of Quiet Co on');
    expect(next).toContain('- Quiet Co: 1 new review,');
    expect(next).not.toContain('Busy Co');

    // A day with nothing new: no mail.
    await rm(mailDir(), { recursive: true, force: true });
    expect((await sendFollowerDigestsWhenDue(ctx(), at('2026-11-28T06:00:00Z'))).sent).toBe(0);
    expect(await countRows(db().knex, 'follower_digests', { userId: follower.id })).toBe(2);
  });

  it('lists several companies in one mail, and honours the one-click unsubscribe for good', async () => {
    const follower = await buildUser(db().knex, { isEmailVerified: true });
    const first = await buildCompany(db().knex, { name: 'First Co' });
    const second = await buildCompany(db().knex, { name: 'Second Co' });
    await follow(follower.id, first.id, '2026-11-20T00:00:00Z');
    await follow(follower.id, second.id, '2026-11-20T00:00:00Z');
    await buildReview(db().knex, first, { publishedAt: at('2026-11-25T10:00:00Z') });
    await buildReview(db().knex, second, { publishedAt: at('2026-11-25T11:00:00Z') });

    await sendFollowerDigestsWhenDue(ctx(), at('2026-11-26T06:00:00Z'));
    const [mail] = await mails(1);
    expect(mail).toContain('Subject: New reviews of 2 companies you follow on');
    expect(mail).toContain('- First Co: 1 new review,');
    expect(mail).toContain('- Second Co: 1 new review,');

    // The mail client's own button: RFC 8058's POST, no page, no further click.
    const link = new URL(/List-Unsubscribe: <([^>]+)>/.exec(mail ?? '')?.[1] ?? '');
    const answer = await fetch(new URL(link.pathname + link.search, server().url), {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(answer.status).toBe(200);
    expect(await answer.text()).toContain(
      'You will get no more daily mails about new reviews of companies you follow.',
    );

    await rm(mailDir(), { recursive: true, force: true });
    await buildReview(db().knex, first, { publishedAt: at('2026-11-26T10:00:00Z') });
    expect((await sendFollowerDigestsWhenDue(ctx(), at('2026-11-27T06:00:00Z'))).sent).toBe(0);
    expect(await mails(1, 300)).toEqual([]);
  });

  it('stamps published_at when a held review is released, so it is news the next day', async () => {
    const follower = await buildUser(db().knex, { isEmailVerified: true });
    const company = await buildCompany(db().knex, { name: 'Held Co' });
    await follow(follower.id, company.id, '2026-11-20T00:00:00Z');
    const held = await buildReview(db().knex, company, {
      status: 'pending',
      holdReason: 'moderation',
    });
    expect(held.publishedAt).toBeNull();
    await db()
      .knex('reviews')
      .where({ id: held.id })
      .update({ status: 'published', holdReason: null });
    const released = await db().knex('reviews').where({ id: held.id }).first('publishedAt');
    expect(released.publishedAt).toBeInstanceOf(Date);

    const tomorrow = new Date(Date.now() + 24 * 60 * 60 * 1000);
    expect((await sendFollowerDigestsWhenDue(ctx(), tomorrow)).sent).toBe(1);
    expect((await mails(1))[0]).toContain('- Held Co: 1 new review,');
  });
});
