import { rm } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { InvitationList, InvitationSendResult } from '#shared/schemas/responses/business';
import type { ReviewItem } from '#shared/types/api';
import type { JobRunner } from '../../jobs/runner.ts';
import { countRows } from '../../test/count.ts';
import { useTestDatabase } from '../../test/database.ts';
import { buildCompany, buildUser } from '../../test/factories.ts';
import { testRunner, waitFor } from '../../test/jobs.ts';
import { decodeMail, waitForMail } from '../../test/mail.ts';
import { resetRateLimits } from '../../test/rateLimits.ts';
import { signInUser } from '../../test/signIn.ts';
import type { TestClient } from '../../test/testClient.ts';
import { useTestServer } from '../../test/testServer.ts';

/** Review invitations: an owner invites customers, the job runner mails them (issue 37). */
describe('review invitations', () => {
  const db = useTestDatabase();
  const server = useTestServer(db, { PUBLIC_URL: 'http://reviews.example' });
  const mailDir = () => path.join(server().config.dataDir, 'mail');
  let runners: JobRunner[] = [];

  beforeEach(async () => {
    await resetRateLimits(db().knex);
    await rm(mailDir(), { recursive: true, force: true });
  });
  afterEach(async () => {
    await Promise.all(runners.map((runner) => runner.stop()));
    runners = [];
  });

  async function ownedCompany(name = 'Inviting Co') {
    const owner = await buildUser(db().knex, { isEmailVerified: true });
    const company = await buildCompany(db().knex, { name, isClaimed: true, ownerUserId: owner.id });
    const client = await signInUser(server().client(), owner);
    return { owner, company, client };
  }
  const url = (companyId: number) => `/api/business/companies/${companyId}/invitations`;
  const send = (client: TestClient, companyId: number, recipients: unknown[]) =>
    client.post<InvitationSendResult & { message?: string }>(url(companyId), { recipients });

  /** The mails written so far, headers unfolded and the body decoded, by recipient. */
  async function mails(count: number, timeoutMs = 5000): Promise<string[]> {
    const written = await waitForMail(server().config.dataDir, count, timeoutMs);
    return written.map((mail) => {
      const split = mail.indexOf('\r\n\r\n');
      const headers = mail.slice(0, split).replace(/\r?\n[ \t]+/g, ' ');
      return `${headers}\r\n\r\n${decodeMail(mail.slice(split + 4))}`;
    });
  }
  const startRunners = (count: number) => {
    for (let i = 0; i < count; i++) runners.push(testRunner(db(), server().config));
  };

  it('answers 401, 400, 403 and 404 in that order, queueing nothing', async () => {
    const { company, client } = await ownedCompany();
    const anonymous = await send(server().client(), company.id, [{ email: 'a@customer.com' }]);
    expect(anonymous.status).toBe(401);

    const stranger = await signInUser(server().client(), await buildUser(db().knex));
    expect((await stranger.post(url(company.id), { recipients: 'a@b.com' })).status).toBe(400);
    const tooMany = await send(
      client,
      company.id,
      Array.from({ length: 21 }, (_, i) => ({ email: `c${i}@customer.com` })),
    );
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.message).toBe(
      'recipients: At most 20 addresses at once: upload a CSV for more',
    );

    const notOwner = await send(stranger, company.id, [{ email: 'a@customer.com' }]);
    expect(notOwner.status).toBe(403);
    expect(notOwner.body).toEqual({
      message: 'Only the owner of this company profile can do this',
    });
    expect((await stranger.get(url(company.id))).status).toBe(403);
    // A claim that bound no account makes nobody the owner (policies/companyOwner.ts).
    const unbound = await buildCompany(db().knex, { isClaimed: true, ownerUserId: null });
    expect((await send(client, unbound.id, [{ email: 'a@customer.com' }])).status).toBe(403);
    expect((await send(client, 999_999, [{ email: 'a@customer.com' }])).status).toBe(404);
    expect(await countRows(db().knex, 'review_invitations')).toBe(0);
    expect(await countRows(db().knex, 'jobs', { type: 'invitations' })).toBe(0);
  });

  it('queues the good rows, reports each bad one, and two runners mail each exactly once', async () => {
    const { company, client } = await ownedCompany();
    const answer = await send(client, company.id, [
      { email: 'Ann@Customer.com', name: 'Ann' },
      { email: 'not an address' },
      { email: 'ann@customer.com' },
      { email: 'bob@customer.com' },
      { email: 'cy@customer.com' },
    ]);
    expect(answer.status).toBe(202);
    expect(answer.body).toEqual({
      queued: 3,
      failed: 2,
      errors: [
        'Row 2: email: Please enter a valid email address',
        'Row 3: ann@customer.com appears twice in this list',
      ],
    });
    const list = await client.get<InvitationList>(url(company.id));
    expect(list.body.counts).toEqual({ queued: 3, sent: 0, opened: 0, reviewed: 0 });
    expect(list.body.sentToday).toBe(3);

    // Two instances' runners drain the queue together: three mails, none twice.
    startRunners(2);
    await waitFor(
      async () => (await countRows(db().knex, 'review_invitations', { status: 'sent' })) === 3,
      { what: 'three invitations sent' },
    );
    const sent = await mails(4, 500);
    expect(sent).toHaveLength(3);
    const recipients = sent.map((mail) => /^To: (.+)$/m.exec(mail)?.[1]?.trim()).sort();
    expect(recipients).toEqual(['ann@customer.com', 'bob@customer.com', 'cy@customer.com']);
    const ann = sent.find((mail) => mail.includes('To: ann@customer.com')) ?? '';
    expect(ann).toContain('Subject: How was your experience with Inviting Co?');
    expect(ann).toContain('Hello Ann,');
    expect(ann).toContain('published whatever its rating');
    expect(ann).toMatch(
      /List-Unsubscribe: <http:\/\/reviews\.example\/api\/invitations\/unsubscribe\?token=/,
    );
    expect(ann).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');

    // The same addresses again within 30 days: refused, row by row.
    const again = await send(client, company.id, [{ email: 'bob@customer.com' }]);
    expect(again.body).toEqual({
      queued: 0,
      failed: 1,
      errors: ['Row 1: bob@customer.com was invited less than 30 days ago'],
    });
  });

  it('follows the link to the wizard, marks the review "Invited", and works once', async () => {
    const { company, client } = await ownedCompany('Reviewed Co');
    await send(client, company.id, [{ email: 'dee@customer.com' }]);
    startRunners(1);
    const [mail] = await mails(1);
    const link = new URL(
      /(http:\/\/reviews\.example\/api\/invitations\/\S+\/open)/.exec(mail ?? '')?.[1] ?? '',
    );
    const open = await fetch(new URL(link.pathname, server().url), { redirect: 'manual' });
    expect(open.status).toBe(303);
    const location = open.headers.get('location') ?? '';
    expect(location).toMatch(new RegExp(`^/write-review\\?company=${company.domain}&invitation=`));
    const token = new URL(location, 'http://x').searchParams.get('invitation') ?? '';
    expect((await client.get<InvitationList>(url(company.id))).body.counts).toMatchObject({
      sent: 1,
      opened: 1,
      reviewed: 0,
    });

    const customer = await signInUser(server().client(), await buildUser(db().knex));
    const posted = await customer.post<{ review: ReviewItem }>(
      `/api/companies/domain/${company.domain}/reviews`,
      { title: 'Meh', content: 'Not great', rating: 2, invitation: token },
    );
    expect(posted.status).toBe(201);
    expect(posted.body.review.isInvited).toBe(true);
    const listed = await server()
      .client()
      .get<ReviewItem[]>(`/api/companies/domain/${company.domain}/reviews`);
    expect(listed.body.find((item) => item.id === posted.body.review.id)?.isInvited).toBe(true);
    const counts = (await client.get<InvitationList>(url(company.id))).body.counts;
    expect(counts).toEqual({ queued: 0, sent: 1, opened: 1, reviewed: 1 });

    // Single use: the link and the token are spent.
    expect((await fetch(new URL(link.pathname, server().url), { redirect: 'manual' })).status).toBe(
      410,
    );
    const other = await buildCompany(db().knex);
    const reused = await server()
      .client()
      .post<{ message: string }>(`/api/companies/domain/${other.domain}/reviews`, {
        title: 'x',
        content: 'y',
        rating: 5,
        invitation: token,
      });
    expect(reused.status).toBe(400);
    expect(reused.body.message).toBe('This invitation link is not valid');
    const forged = await server().client().post(`/api/companies/domain/${company.domain}/reviews`, {
      title: 'x',
      content: 'y',
      rating: 5,
      invitation: '1.forged',
    });
    expect(forged.status).toBe(400);
  });

  it('honours the one-click unsubscribe for good, for that company only', async () => {
    const { company, client } = await ownedCompany('Unsub Co');
    await send(client, company.id, [{ email: 'eve@customer.com' }]);
    startRunners(1);
    const [mail] = await mails(1);
    const link = new URL(/List-Unsubscribe: <([^>]+)>/.exec(mail ?? '')?.[1] ?? '');
    const target = new URL(link.pathname + link.search, server().url);
    const page = await fetch(target);
    expect(await page.text()).toContain(
      'Stop review invitations from Unsub Co to eve@customer.com?',
    );
    expect(await countRows(db().knex, 'invitation_opt_outs')).toBe(0);
    const done = await fetch(target, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(done.status).toBe(200);
    expect(await countRows(db().knex, 'invitation_opt_outs', { companyId: company.id })).toBe(1);

    // Even after 30 days, never again from this company.
    await db()
      .knex('review_invitations')
      .update({ createdAt: new Date('2020-01-01') });
    const again = await send(client, company.id, [{ email: 'eve@customer.com' }]);
    expect(again.body.errors).toEqual([
      'Row 1: eve@customer.com asked not to get invitations from this company',
    ]);
    const forged = await fetch(
      new URL('/api/invitations/unsubscribe?token=1.ZQ.bad', server().url),
      {
        method: 'POST',
      },
    );
    expect(forged.status).toBe(410);
  });

  it('stops at the daily limit per owner', async () => {
    const { owner, company, client } = await ownedCompany('Busy Co');
    const rows = Array.from({ length: 1_999 }, (_, i) => ({
      companyId: company.id,
      senderUserId: owner.id,
      email: `earlier${i}@customer.com`,
      status: 'sent',
    }));
    for (let start = 0; start < rows.length; start += 500) {
      await db()
        .knex('review_invitations')
        .insert(rows.slice(start, start + 500));
    }
    const answer = await send(client, company.id, [
      { email: 'one@customer.com' },
      { email: 'two@customer.com' },
    ]);
    expect(answer.body).toEqual({
      queued: 1,
      failed: 1,
      errors: ['Row 2: the daily limit of 2,000 invitations is reached; try again tomorrow'],
    });
  });

  // Its speed (goal: under 5 s) is a benchmark, `npm run bench -- invitations`, not a timed test.
  it('validates and queues 1,000 invitations from one CSV, with per-row errors', async () => {
    const { company, client } = await ownedCompany('Csv Co');
    const lines = ['Name,EMAIL,extra'];
    for (let i = 0; i < 1_000; i++) lines.push(`Customer ${i},customer${i}@csv.example.com,x`);
    lines.push('Broken,not-an-address,x');
    const body = new FormData();
    body.append('file', new Blob([lines.join('\n')], { type: 'text/csv' }), 'customers.csv');
    const response = await fetch(`${client.baseUrl}${url(company.id)}/csv`, {
      method: 'POST',
      body,
      headers: {
        Origin: client.baseUrl,
        Cookie: `rv.sid=${client.cookie('rv.sid')}; rv.sid.sig=${client.cookie('rv.sid.sig')}`,
      },
    });
    expect(response.status).toBe(202);
    expect(await response.json()).toEqual({
      queued: 1_000,
      failed: 1,
      errors: ['Row 1002: email: Please enter a valid email address'],
    });
    expect(await countRows(db().knex, 'review_invitations', { companyId: company.id })).toBe(1_000);

    const noColumn = new FormData();
    noColumn.append('file', new Blob(['name\nAnn'], { type: 'text/csv' }), 'c.csv');
    const refused = await fetch(`${client.baseUrl}${url(company.id)}/csv`, {
      method: 'POST',
      body: noColumn,
      headers: {
        Origin: client.baseUrl,
        Cookie: `rv.sid=${client.cookie('rv.sid')}; rv.sid.sig=${client.cookie('rv.sid.sig')}`,
      },
    });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({ message: 'Missing required column: email' });
  });
});
