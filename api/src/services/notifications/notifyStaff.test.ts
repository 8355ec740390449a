import { readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { useTestDatabase } from '../../test/database.ts';
import { buildAdmin, buildCompany } from '../../test/factories.ts';
import { decodeMail, waitForMail, waitForMailTo } from '../../test/mail.ts';
import { resetRateLimits } from '../../test/rateLimits.ts';
import { publishAnonymousReviews } from '../../test/settings.ts';
import { signInAdmin } from '../../test/signIn.ts';
import { newKey } from '../../test/testClient.ts';
import { useTestServer } from '../../test/testServer.ts';

describe('staff notifications (admin Settings: new reviews, claims)', () => {
  const db = useTestDatabase();
  const server = useTestServer(db, {
    ADMIN_EMAIL: 'staff@reviews.example',
    PUBLIC_URL: 'http://reviews.example',
  });
  const mailDir = () => path.join(server().config.dataDir, 'mail');

  beforeEach(async () => {
    await resetRateLimits(db().knex);
    await db().knex('settings').delete();
    await publishAnonymousReviews(db().knex);
    await rm(mailDir(), { recursive: true, force: true });
  });

  const post = (domain: string, title: string) =>
    server()
      .client()
      .post(
        `/api/companies/domain/${domain}/reviews`,
        { title, content: 'Worth telling staff about', rating: 4, isComplaint: false },
        { 'Idempotency-Key': newKey() },
      );

  async function settings(change: Record<string, unknown>) {
    const admin = await signInAdmin(server().client(), await buildAdmin(db().knex));
    expect((await admin.put('/api/admin/settings', change)).status).toBe(200);
  }

  it('mails the admin address about a new review, with a link to it', async () => {
    const company = await buildCompany(db().knex, { name: 'Notify Co', domain: 'notify-co.com' });
    const posted = await post(company.domain, 'Prompt replies');
    expect(posted.status).toBe(201);
    const mail = decodeMail(await waitForMailTo(server().config.dataDir, 'staff@reviews.example'));
    expect(mail).toContain('Subject: New review for Notify Co');
    expect(mail).toContain('"Prompt replies" (4/5)');
    expect(mail).toContain(
      `http://reviews.example/company/notify-co.com#review-${(posted.body as { review: { id: number } }).review.id}`,
    );
  });

  it('says a held review awaits moderation and links the Pending filter; goes to the saved admin address', async () => {
    await settings({ autoApproveReviews: false, adminEmail: 'moderators@reviews.example' });
    const company = await buildCompany(db().knex, { name: 'Held Co', domain: 'held-co.com' });
    expect((await post(company.domain, 'Needs a look')).status).toBe(201);
    const mail = decodeMail(
      await waitForMailTo(server().config.dataDir, 'moderators@reviews.example'),
    );
    expect(mail).toContain('Subject: New review for Held Co (awaiting moderation)');
    expect(mail).toContain('http://reviews.example/admin/reviews?filter=pending');
  });

  it('mails about a claim request when claim notifications are on', async () => {
    const company = await buildCompany(db().knex, { name: 'Claim Co', domain: 'claim-co.com' });
    const claimed = await server()
      .client()
      .post(
        `/api/companies/domain/${company.domain}/claim`,
        { email: 'someone@elsewhere.example' },
        { 'Idempotency-Key': newKey() },
      );
    expect(claimed.status).toBe(201);
    const mail = decodeMail(await waitForMailTo(server().config.dataDir, 'staff@reviews.example'));
    expect(mail).toContain('Subject: New claim request for Claim Co');
    expect(mail).toContain('it waits for your review');
    expect(mail).toContain('http://reviews.example/admin/claimed-profiles');
  });

  it('sends nothing when both switches are off', async () => {
    await settings({ notifyNewReviews: false, notifyClaims: false });
    const company = await buildCompany(db().knex, { domain: 'quiet-co.com' });
    expect((await post(company.domain, 'Quietly')).status).toBe(201);
    const claimed = await server()
      .client()
      .post(
        `/api/companies/domain/${company.domain}/claim`,
        { email: 'someone@elsewhere.example' },
        { 'Idempotency-Key': newKey() },
      );
    expect(claimed.status).toBe(201);
    // Mails are written after the commit: give them the time a sent one would take.
    await waitForMail(server().config.dataDir, 1, 500);
    expect(await readdir(mailDir()).catch(() => [])).toEqual([]);
  });
});
