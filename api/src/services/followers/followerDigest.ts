import type { Knex } from 'knex';
import { plural } from '#shared/text/plural';
import { type Context, withTransaction } from '../../context.ts';
import { sendMail } from '../../mail/sendMail.ts';
import { oneClickUnsubscribeHeaders, unsubscribeLink } from '../mailOptOuts/mailAuthor.ts';
import { readSettings } from '../settings/settings.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Followers looked at per query: the run walks them in `user_id` order, a batch at a time. */
const BATCH = 200;

/** One followed company in a digest. */
interface DigestCompany {
  name: string;
  domain: string;
  newReviews: number;
}

export interface FollowerDigestRun {
  /** Mails sent by this run (another instance's are not counted). */
  sent: number;
  failed: number;
}

/**
 * "Subscribe" on a company page made useful (issue 37): once per UTC day, each follower whose
 * followed companies received new published reviews since their last digest gets one mail
 * listing every such company. Only reviews posted on the site count (`source = 'web'`): an
 * admin's import of old reviews is not news. The follower's own reviews do not count, and an
 * account that unsubscribed (`follower_digest`) or was deactivated gets nothing.
 *
 * At most one mail a day per follower, across restarts and instances: the follower's day is
 * claimed in `follower_digests` in the same transaction that sends the mail, so a second
 * instance finds the row (or waits on it and then finds it), and a failed send rolls the claim
 * back to be retried at the next check.
 */
export async function sendFollowerDigestsWhenDue(
  ctx: Context,
  now: Date = new Date(),
): Promise<FollowerDigestRun> {
  const day = new Date(Math.floor(now.getTime() / DAY_MS) * DAY_MS).toISOString().slice(0, 10);
  const { platformName } = await readSettings(ctx, ['platformName']);
  const run: FollowerDigestRun = { sent: 0, failed: 0 };
  let after = '00000000-0000-0000-0000-000000000000';
  for (;;) {
    const due = await dueFollowers(ctx.knex, { after, day, now });
    for (const userId of due) {
      try {
        if (await sendOneDigest(ctx, { userId, day, now, platformName })) run.sent++;
      } catch (error) {
        run.failed++;
        ctx.logger.warn(
          { err: error, userId },
          'follower digest failed; retried at the next check',
        );
      }
    }
    if (due.length < BATCH) return run;
    after = due[due.length - 1] as string;
  }
}

/** The reviews that are news for follower `?` (its subscription aliased `s`). */
function newReviewsCondition(previousDigestsExcludingDay: boolean): string {
  return `r.company_id = s.company_id and r.status = 'published' and r.source = 'web'
    and r.user_id is distinct from s.user_id
    and r.published_at <= ?
    and r.published_at > greatest(s.created_at, coalesce(
      (select max(d.covered_until) from follower_digests d
        where d.user_id = s.user_id${previousDigestsExcludingDay ? ' and d.day <> ?' : ''}),
      s.created_at))`;
}

async function dueFollowers(
  knex: Knex,
  options: { after: string; day: string; now: Date },
): Promise<string[]> {
  const { rows } = await knex.raw<{ rows: Array<{ userId: string }> }>(
    `select distinct s.user_id as "userId" from subscriptions s
     join users u on u.id = s.user_id and u.deactivated_at is null
     where s.user_id > ?
       and not exists (select 1 from follower_digests d where d.user_id = s.user_id and d.day = ?)
       and not exists (select 1 from mail_opt_outs o
                       where o.user_id = s.user_id and o.kind = 'follower_digest')
       and exists (select 1 from reviews r where ${newReviewsCondition(false)})
     order by s.user_id
     limit ?`,
    [options.after, options.day, options.now, BATCH],
  );
  return rows.map((row) => row.userId);
}

class NothingToSend extends Error {}

async function sendOneDigest(
  ctx: Context,
  options: { userId: string; day: string; now: Date; platformName: string },
): Promise<boolean> {
  const { userId, day, now } = options;
  try {
    await withTransaction(ctx, async (trx) => {
      const claimed = await trx
        .knex('follower_digests')
        .insert({ userId, day, coveredUntil: now, companyCount: 0 })
        .onConflict(['userId', 'day'])
        .ignore()
        .returning('userId');
      if (claimed.length === 0) throw new NothingToSend();
      const companies = await digestCompanies(trx.knex, { userId, day, now });
      const user = await trx.knex('users').where({ id: userId }).first('email');
      if (companies.length === 0 || !user) throw new NothingToSend();
      await trx
        .knex('follower_digests')
        .where({ userId, day })
        .update({ companyCount: companies.length });
      const link = unsubscribeLink(ctx, userId, 'follower_digest');
      await sendMail(trx, {
        to: user.email,
        subject: digestSubject(companies, options.platformName),
        text: digestText(companies, ctx.config.publicUrl, link),
        headers: oneClickUnsubscribeHeaders(link),
      });
    });
    return true;
  } catch (error) {
    if (error instanceof NothingToSend) return false;
    throw error;
  }
}

/** The followed companies with news for one follower, with how many new reviews each. */
async function digestCompanies(
  knex: Knex,
  options: { userId: string; day: string; now: Date },
): Promise<DigestCompany[]> {
  const { rows } = await knex.raw<{ rows: Array<DigestCompany> }>(
    `select c.name, c.domain, count(*)::int as "newReviews"
     from subscriptions s
     join companies c on c.id = s.company_id
     join reviews r on ${newReviewsCondition(true)}
     where s.user_id = ?
     group by c.id, c.name, c.domain
     order by count(*) desc, c.name`,
    [options.now, options.day, options.userId],
  );
  return rows;
}

function digestSubject(companies: DigestCompany[], platformName: string): string {
  const [first] = companies;
  if (companies.length === 1 && first) return `New reviews of ${first.name} on ${platformName}`;
  return `New reviews of ${plural(companies.length, 'company', 'companies')} you follow on ${platformName}`;
}

function digestText(companies: DigestCompany[], publicUrl: string, unsubscribe: string): string {
  return [
    'Companies you follow received new reviews:',
    '',
    ...companies.map(
      (company) =>
        `- ${company.name}: ${plural(company.newReviews, 'new review')}, ${publicUrl}/company/${encodeURIComponent(company.domain)}`,
    ),
    '',
    'You get this mail (at most one a day) because you follow these companies.',
    'To stop it:',
    unsubscribe,
  ].join('\n');
}
