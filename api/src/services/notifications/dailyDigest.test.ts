import { beforeEach, describe, expect, it } from 'vitest';
import { createContext } from '../../context.ts';
import { useTestDatabase } from '../../test/database.ts';
import { buildCompany, buildReview } from '../../test/factories.ts';
import { decodeMail, waitForMail, waitForMailTo } from '../../test/mail.ts';
import { testConfig } from '../../test/testServer.ts';
import { sendDailyDigestWhenDue } from './dailyDigest.ts';

describe('the daily digest (admin Settings: "Daily digest")', () => {
  const db = useTestDatabase();
  const config = testConfig({
    ADMIN_EMAIL: 'staff@reviews.example',
    PUBLIC_URL: 'http://r.example',
  });
  const ctx = () => createContext({ db: db(), config, actor: { type: 'system', name: 'test' } });

  beforeEach(async () => {
    await db().knex('settings').delete();
    await db().knex('derived_data_refreshes').where({ name: 'daily_digest' }).delete();
  });

  it('is not sent while the switch is off (the default)', async () => {
    expect(await sendDailyDigestWhenDue(ctx(), new Date('2026-11-26T08:00:00Z'))).toBeUndefined();
  });

  it("mails yesterday's figures and what waits, once per UTC day, whichever instance checks first", async () => {
    await db()
      .knex('settings')
      .insert({ key: 'dailyDigest', value: JSON.stringify(true) });
    const company = await buildCompany(db().knex, { createdAt: new Date('2026-11-25T10:00:00Z') });
    const yesterday = new Date('2026-11-25T12:00:00Z');
    await buildReview(db().knex, company, { createdAt: yesterday, type: 'review' });
    await buildReview(db().knex, company, { createdAt: yesterday, type: 'review' });
    await buildReview(db().knex, company, {
      createdAt: yesterday,
      type: 'complaint',
      isComplaint: true,
      complaintStatus: 'pending',
    });
    await buildReview(db().knex, company, {
      createdAt: yesterday,
      status: 'pending',
      holdReason: 'moderation',
    });
    // Today's and the day before's do not count for yesterday.
    await buildReview(db().knex, company, { createdAt: new Date('2026-11-26T01:00:00Z') });
    await buildReview(db().knex, company, { createdAt: new Date('2026-11-24T23:59:59Z') });

    const now = new Date('2026-11-26T06:30:00Z');
    const [first, second] = await Promise.all([
      sendDailyDigestWhenDue(ctx(), now),
      sendDailyDigestWhenDue(ctx(), now),
    ]);
    const sent = first ?? second;
    expect([first, second].filter(Boolean)).toHaveLength(1);
    expect(sent).toMatchObject({
      day: '2026-11-25',
      posted: { reviews: 2, complaints: 1, comments: 0 },
      heldForModeration: 1,
      newCompanies: 1,
      waiting: { pendingReviews: 1 },
    });
    const mails = await waitForMail(config.dataDir);
    expect(mails).toHaveLength(1);
    const mail = decodeMail(mails[0]!);
    expect(mail).toContain('To: staff@reviews.example');
    expect(mail).toContain('Subject: B2B Reviews daily digest for 2026-11-25');
    expect(mail).toContain('- 2 reviews, 1 complaint and 0 comments published');
    expect(mail).toContain('- 1 new company, 0 new users');
    expect(mail).toContain('- 1 review to approve: ');
    expect(mail).toContain('http://r.example/admin/reviews?filter=pending');

    // Later the same day: nothing; the next day: the next digest.
    expect(await sendDailyDigestWhenDue(ctx(), new Date('2026-11-26T23:00:00Z'))).toBeUndefined();
    const next = await sendDailyDigestWhenDue(ctx(), new Date('2026-11-27T00:10:00Z'));
    expect(next?.day).toBe('2026-11-26');
  });

  it('goes to the admin email saved in Settings', async () => {
    await db()
      .knex('settings')
      .insert([
        { key: 'dailyDigest', value: JSON.stringify(true) },
        { key: 'adminEmail', value: JSON.stringify('digest@reviews.example') },
      ])
      .onConflict('key')
      .merge();
    expect(await sendDailyDigestWhenDue(ctx(), new Date('2026-11-26T06:30:00Z'))).toBeDefined();
    expect(await waitForMailTo(config.dataDir, 'digest@reviews.example')).toContain(
      'daily digest for 2026-11-25',
    );
  });
});
