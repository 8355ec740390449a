import { rm } from 'node:fs/promises';
import path from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { countRows } from '../../test/count.ts';
import { useTestDatabase } from '../../test/database.ts';
import { buildCompany, buildReview, buildUser } from '../../test/factories.ts';
import { decodeMail, waitForMail } from '../../test/mail.ts';
import { resetRateLimits } from '../../test/rateLimits.ts';
import { signInUser } from '../../test/signIn.ts';
import { useTestServer } from '../../test/testServer.ts';

/**
 * The author is mailed when the owner responds to their review (issue 34 item 6: the wizard
 * promises it), and every such mail has its kind's unsubscribe link, which works.
 */
describe('author mails and their unsubscribe links', () => {
  const db = useTestDatabase();
  const server = useTestServer(db, { PUBLIC_URL: 'http://reviews.example' });
  const mailDir = () => path.join(server().config.dataDir, 'mail');
  beforeEach(async () => {
    await resetRateLimits(db().knex);
    await rm(mailDir(), { recursive: true, force: true });
  });

  /**
   * The mails written so far: headers as written (folded lines joined), the body decoded from
   * quoted-printable (decoding the headers too would eat the `=89` of a token).
   */
  async function mails(count: number, timeoutMs = 5000): Promise<string[]> {
    const written = await waitForMail(server().config.dataDir, count, timeoutMs);
    return written.map((mail) => {
      const split = mail.indexOf('\r\n\r\n');
      const headers = mail.slice(0, split).replace(/\r?\n[ \t]+/g, ' ');
      return `${headers}\r\n\r\n${decodeMail(mail.slice(split + 4))}`;
    });
  }
  /** The unsubscribe link in a mail's text. */
  const linkInBody = (mail: string) =>
    /\r\n\r\n[\s\S]*(http:\/\/reviews\.example\/api\/unsubscribe\?token=\S+)/.exec(mail)?.[1];

  /** A claimed company, a review of it by `author`, and its owner signed in. */
  async function reviewedCompany() {
    const owner = await buildUser(db().knex, { isEmailVerified: true });
    const company = await buildCompany(db().knex, {
      name: 'Answering Co',
      // Claimed, bound to the owner's account (the ownership rule: policies/companyOwner.ts).
      isClaimed: true,
      ownerUserId: owner.id,
    });
    const author = await buildUser(db().knex, { isEmailVerified: true });
    const review = await buildReview(db().knex, company, {
      userId: author.id,
      title: 'Slow start',
    });
    const ownerClient = await signInUser(server().client(), owner);
    return { company, author, review, ownerClient };
  }

  it('mails the author when the owner responds (once, not for each rewrite), with the unsubscribe headers', async () => {
    const { company, author, review, ownerClient } = await reviewedCompany();
    const url = `/api/reviews/${review.id}/response`;
    expect((await ownerClient.put(url, { content: 'Sorry, fixed now' })).status).toBe(201);
    const [mail] = await mails(1);
    expect(mail).toContain(`To: ${author.email}`);
    expect(mail).toContain('Subject: Answering Co responded to your review');
    expect(mail).toContain('Answering Co responded to your review "Slow start".');
    expect(mail).toContain(`http://reviews.example/company/${company.domain}#review-${review.id}`);
    const link = linkInBody(mail!);
    expect(link).toBeDefined();
    expect(mail).toContain(`List-Unsubscribe: <${link}>`);
    expect(mail).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');

    expect((await ownerClient.put(url, { content: 'Sorry, fixed it' })).status).toBe(200);
    expect(await mails(2, 500)).toHaveLength(1);
  });

  it('shows a page with a button (GET changes nothing); the POST unsubscribes from that kind only', async () => {
    const { author, review, ownerClient, company } = await reviewedCompany();
    await ownerClient.put(`/api/reviews/${review.id}/response`, { content: 'Thanks' });
    const [mail] = await mails(1);
    const link = new URL(linkInBody(mail!) ?? '');
    const target = `${link.pathname}${link.search}`;

    const page = await server().client().get(target);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(page.text).toContain('Stop mails when a company responds to your review?');
    expect(page.text).toContain('<form method="post"');
    expect(page.text).not.toContain('<script');
    expect(await countRows(db().knex, 'mail_opt_outs')).toBe(0);

    const done = await server().client().post(target, {});
    expect(done.status).toBe(200);
    expect(done.text).toContain(
      'You will get no more mails when a company responds to your review.',
    );
    expect(await countRows(db().knex, 'mail_opt_outs', { userId: author.id })).toBe(1);
    // Twice is the same as once.
    expect((await server().client().post(target, {})).status).toBe(200);
    expect(await countRows(db().knex, 'mail_opt_outs', { userId: author.id })).toBe(1);

    // No more responses mailed to this author...
    const second = await buildReview(db().knex, company, { userId: author.id, title: 'Second' });
    await rm(mailDir(), { recursive: true, force: true });
    expect(
      (await ownerClient.put(`/api/reviews/${second.id}/response`, { content: 'Again' })).status,
    ).toBe(201);
    expect(await mails(1, 500)).toEqual([]);
    // ...while the other kind is still sent: staff approve a held review of theirs.
    const kinds = await db().knex('mail_opt_outs').where({ userId: author.id }).select('kind');
    expect(kinds).toEqual([{ kind: 'review_response' }]);
  });

  it('acts on a mail client’s RFC 8058 one-click POST', async () => {
    const { author, review, ownerClient } = await reviewedCompany();
    await ownerClient.put(`/api/reviews/${review.id}/response`, { content: 'Thanks' });
    const [mail] = await mails(1);
    const link = /List-Unsubscribe: <([^>]+)>/.exec(mail!)![1]!;
    const local = new URL(new URL(link).pathname + new URL(link).search, server().client().baseUrl);
    const answer = await fetch(local, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(answer.status).toBe(200);
    expect(await countRows(db().knex, 'mail_opt_outs', { userId: author.id })).toBe(1);
  });

  it('answers a page saying so for a forged or mangled link, 400 without a token, and stores nothing', async () => {
    const user = await buildUser(db().knex);
    const forged = `${user.id}.review_response.${'A'.repeat(43)}`;
    for (const token of [forged, 'nonsense', `${user.id}.other_kind.x`]) {
      for (const method of ['get', 'post'] as const) {
        const url = `/api/unsubscribe?token=${encodeURIComponent(token)}`;
        const answer =
          method === 'get'
            ? await server().client().get(url)
            : await server().client().post(url, {});
        expect(answer.status).toBe(410);
        expect(answer.text).toContain('This unsubscribe link is not valid');
      }
    }
    const before = await countRows(db().knex, 'mail_opt_outs');
    const missing = await server().client().post('/api/unsubscribe', {});
    expect(missing.status).toBe(400);
    expect(await countRows(db().knex, 'mail_opt_outs', { userId: user.id })).toBe(0);
    expect(await countRows(db().knex, 'mail_opt_outs')).toBe(before);
  });
});
