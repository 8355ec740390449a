import type { Knex } from 'knex';
import { plural } from '#shared/text/plural';
import { type Context, withTransaction } from '../../context.ts';
import { sendMail } from '../../mail/sendMail.ts';
import { readSettings } from '../settings/settings.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface DigestFigures {
  /** The UTC day summed up, `YYYY-MM-DD`. */
  day: string;
  posted: { reviews: number; complaints: number; comments: number };
  heldForModeration: number;
  newCompanies: number;
  newUsers: number;
  claimRequests: number;
  reports: number;
  flags: number;
  contactMessages: number;
  /** What waits for staff now, whenever it arrived. */
  waiting: {
    pendingReviews: number;
    pendingClaims: number;
    openReports: number;
    flaggedReviews: number;
  };
}

/**
 * "Daily digest" (admin Settings): once per UTC day, the first check after midnight mails the
 * admin address the previous day's figures and what waits for staff. Every instance checks
 * hourly; the day is claimed in `derived_data_refreshes` in the same transaction that sends, so
 * one instance sends it, and a failed send is retried at the next check. Returns the figures
 * sent, or undefined (switched off, or already sent today).
 */
export async function sendDailyDigestWhenDue(
  ctx: Context,
  now: Date = new Date(),
): Promise<DigestFigures | undefined> {
  const { dailyDigest, adminEmail, platformName } = await readSettings(ctx, [
    'dailyDigest',
    'adminEmail',
    'platformName',
  ]);
  if (!dailyDigest) return undefined;
  const today = new Date(Math.floor(now.getTime() / DAY_MS) * DAY_MS);
  return withTransaction(ctx, async (trx) => {
    const claimed = await trx.knex.raw<{ rows: unknown[] }>(
      `insert into derived_data_refreshes as r (name, refreshed_at) values ('daily_digest', ?)
       on conflict (name) do update set refreshed_at = excluded.refreshed_at
       where r.refreshed_at < excluded.refreshed_at
       returning name`,
      [today],
    );
    if (claimed.rows.length === 0) return undefined;
    const figures = await digestFigures(trx.knex, new Date(today.getTime() - DAY_MS), today);
    await sendMail(trx, {
      to: adminEmail,
      subject: `${platformName} daily digest for ${figures.day}`,
      text: digestText(figures, ctx.config.publicUrl),
    });
    return figures;
  });
}

async function digestFigures(knex: Knex, from: Date, to: Date): Promise<DigestFigures> {
  const inDay = [from, to];
  const { rows } = await knex.raw<{ rows: Array<Record<string, number>> }>(
    // Each count is a range scan of a created_at index (or a small table), so this stays cheap
    // at a million companies.
    `select
       (select count(*)::int from reviews where created_at >= ? and created_at < ?
          and type = 'review' and status = 'published') as reviews,
       (select count(*)::int from reviews where created_at >= ? and created_at < ?
          and type = 'complaint' and status = 'published') as complaints,
       (select count(*)::int from reviews where created_at >= ? and created_at < ?
          and type = 'comment' and status = 'published') as comments,
       (select count(*)::int from reviews where created_at >= ? and created_at < ?
          and status = 'pending') as held,
       (select count(*)::int from companies where created_at >= ? and created_at < ?) as companies,
       (select count(*)::int from users where created_at >= ? and created_at < ?) as users,
       (select count(*)::int from claim_requests where created_at >= ? and created_at < ?) as claims,
       (select count(*)::int from reports where created_at >= ? and created_at < ?) as reports,
       (select count(*)::int from review_flags where created_at >= ? and created_at < ?) as flags,
       (select count(*)::int from contact_messages where created_at >= ? and created_at < ?) as contact,
       (select count(*)::int from reviews where status = 'pending') as pending_reviews,
       (select count(*)::int from claim_requests where status = 'pending') as pending_claims,
       (select count(*)::int from reports where status = 'pending') as open_reports,
       (select count(*)::int from reviews where open_flag_count > 0) as flagged`,
    Array.from({ length: 10 }, () => inDay).flat(),
  );
  const row = rows[0] ?? {};
  const n = (key: string) => Number(row[key] ?? 0);
  return {
    day: from.toISOString().slice(0, 10),
    posted: { reviews: n('reviews'), complaints: n('complaints'), comments: n('comments') },
    heldForModeration: n('held'),
    newCompanies: n('companies'),
    newUsers: n('users'),
    claimRequests: n('claims'),
    reports: n('reports'),
    flags: n('flags'),
    contactMessages: n('contact'),
    waiting: {
      pendingReviews: n('pending_reviews'),
      pendingClaims: n('pending_claims'),
      openReports: n('open_reports'),
      flaggedReviews: n('flagged'),
    },
  };
}

function digestText(figures: DigestFigures, publicUrl: string): string {
  const { posted, waiting } = figures;
  return [
    `${figures.day} (UTC):`,
    `- ${plural(posted.reviews, 'review')}, ${plural(posted.complaints, 'complaint')} and ${plural(posted.comments, 'comment')} published`,
    `- ${figures.heldForModeration} held for moderation`,
    `- ${plural(figures.newCompanies, 'new company', 'new companies')}, ${plural(figures.newUsers, 'new user')}`,
    `- ${plural(figures.claimRequests, 'claim request')}, ${plural(figures.reports, 'report')}, ${plural(figures.flags, 'flag')}`,
    `- ${plural(figures.contactMessages, 'contact message')}`,
    '',
    'Waiting for staff now:',
    `- ${plural(waiting.pendingReviews, 'review')} to approve: ${publicUrl}/admin/reviews?filter=pending`,
    `- ${plural(waiting.flaggedReviews, 'flagged review')}: ${publicUrl}/admin/reviews?filter=flagged`,
    `- ${plural(waiting.pendingClaims, 'claim')}: ${publicUrl}/admin/claimed-profiles`,
    `- ${plural(waiting.openReports, 'report')}: ${publicUrl}/admin/report-issue`,
    '',
    'You get this mail because "Daily digest" is on in the admin Settings.',
  ].join('\n');
}
