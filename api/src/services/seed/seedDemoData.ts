import { randomUUID } from 'node:crypto';
import { en, Faker } from '@faker-js/faker';
import { hash } from '@node-rs/argon2';
import { lastEndedQuarter, previousQuarter } from '#shared/awards/quarter';
import type { Context } from '../../context.ts';
import { computeAwards } from '../awards/computeAwards.ts';
import { recomputeCompanyCounters } from '../companies/counters.ts';
import { demoCompany, demoReply, demoReview } from './generators.ts';

export interface SeedOptions {
  companies: number;
  reviews: number;
  /** Default: one user for every 20 reviews (at least 5). */
  users?: number;
  /** Makes the data reproducible. */
  seed?: number;
  onProgress?: (progress: SeedProgress) => void;
}

export interface SeedProgress {
  phase: 'users' | 'companies' | 'reviews' | 'counters' | 'extras';
  done: number;
  total: number;
}

export interface SeedResult {
  users: number;
  companies: number;
  reviews: number;
  votes: number;
  replies: number;
  claims: number;
  reports: number;
  clients: number;
  /** Award winners computed over the past quarters. */
  awards: number;
}

const BATCH = 1000;

/**
 * Realistic demo data across the whole catalogue: users, companies, reviews (with complaints
 * and comments), votes, replies, claims, reports and paying clients. Written in batches, each in
 * its own short transaction, with counters recounted at the end, so it scales to a million
 * reviews. Used by `review-admin seed --demo`, the demo start and the benchmarks.
 */
export async function seedDemoData(ctx: Context, options: SeedOptions): Promise<SeedResult> {
  const faker = new Faker({ locale: [en] });
  faker.seed(options.seed ?? Date.now() % 2 ** 31);
  const now = new Date();
  const knex = ctx.knex;
  const report = options.onProgress ?? (() => {});
  const run = faker.string.alphanumeric({ length: 5, casing: 'lower' });

  // Users: one password hash for all (nobody knows the password), so seeding stays fast.
  const userCount = options.users ?? Math.max(5, Math.floor(options.reviews / 20));
  const password = await hash(randomUUID());
  const userIds: string[] = [];
  for (let start = 0; start < userCount; start += BATCH) {
    const rows = Array.from({ length: Math.min(BATCH, userCount - start) }, (_, i) => {
      const firstName = faker.person.firstName();
      const lastName = faker.person.lastName();
      return {
        email: `${firstName}.${lastName}.${run}${start + i}@example.com`.toLowerCase(),
        password,
        firstName,
        lastName,
        title: faker.number.float() < 0.6 ? faker.person.jobTitle() : null,
        createdAt: faker.date.between({ from: new Date(now.getTime() - 800 * 86400000), to: now }),
      };
    });
    const inserted: Array<{ id: string }> = await knex('users').insert(rows).returning('id');
    userIds.push(...inserted.map((row) => row.id));
    report({ phase: 'users', done: userIds.length, total: userCount });
  }

  // Companies, each with a "quality" that its ratings scatter around.
  const companies: Array<{ id: number; quality: number; createdAt: Date }> = [];
  for (let start = 0; start < options.companies; start += BATCH) {
    const rows = Array.from({ length: Math.min(BATCH, options.companies - start) }, (_, i) =>
      demoCompany(faker, start + i, now, run),
    );
    const inserted: Array<{ id: number; createdAt: Date }> = await knex('companies')
      .insert(rows)
      .onConflict('domain')
      .ignore()
      .returning(['id', 'createdAt']);
    for (const row of inserted) {
      companies.push({ ...row, quality: 1.8 + faker.number.float() * 3.2 });
    }
    report({ phase: 'companies', done: companies.length, total: options.companies });
  }
  if (companies.length === 0) throw new Error('No companies could be created');

  // Reviews: a few popular companies get many, most get a handful (a Zipf-like spread).
  let votes = 0;
  let replies = 0;
  for (let start = 0; start < options.reviews; start += BATCH) {
    const size = Math.min(BATCH, options.reviews - start);
    const picked = Array.from({ length: size }, () => {
      const index = Math.floor(companies.length * faker.number.float() ** 2.2);
      return companies[index]!;
    });
    const items = picked.map((company) =>
      demoReview(faker, company.quality, company.createdAt, now),
    );
    const rows = items.map((item, i) => {
      const signedIn = faker.number.float() < 0.45;
      return {
        ...item,
        companyId: picked[i]!.id,
        userId: signedIn ? faker.helpers.arrayElement(userIds) : null,
        visitorId: signedIn ? null : randomUUID(),
        source: 'seed',
      };
    });
    await knex.transaction(async (trx) => {
      const inserted: Array<{ id: number }> = await trx('reviews').insert(rows).returning('id');
      const voteRows = inserted.flatMap(({ id }, i) => votesFor(id, items[i]!, userIds, faker));
      for (let v = 0; v < voteRows.length; v += 5000) {
        await trx('reviewVotes').insert(voteRows.slice(v, v + 5000));
      }
      votes += voteRows.length;
      replies += await insertReplies(trx, inserted, items, faker);
    });
    report({ phase: 'reviews', done: start + size, total: options.reviews });
  }

  const ids = companies.map((company) => company.id);
  for (let start = 0; start < ids.length; start += 5000) {
    await recomputeCompanyCounters(knex, ids.slice(start, start + 5000));
    report({ phase: 'counters', done: Math.min(ids.length, start + 5000), total: ids.length });
  }

  const extras = await seedExtras(ctx, companies, faker, now);
  report({ phase: 'extras', done: 1, total: 1 });
  const awards = await seedAwards(ctx, now);
  return {
    users: userIds.length,
    companies: companies.length,
    reviews: options.reviews,
    votes,
    replies,
    ...extras,
    awards,
  };
}

/**
 * The reviews reach back up to ~900 days (each company's age), so the past quarters have real
 * winners: the awards of the last eight ended quarters are computed as the quarterly job would,
 * and a fresh install's Awards page shows them. Answers the number of winners.
 */
async function seedAwards(ctx: Context, now: Date): Promise<number> {
  let winners = 0;
  let quarter = lastEndedQuarter(now);
  for (let i = 0; i < 8; i++) {
    winners += (await computeAwards(ctx, quarter)).winners;
    quarter = previousQuarter(quarter);
  }
  return winners;
}

/** Exactly the votes the review's counters say, from distinct voters. */
function votesFor(
  reviewId: number,
  item: { upvotes: number; downvotes: number; claps: number },
  userIds: string[],
  faker: Faker,
) {
  const voter = () =>
    faker.number.float() < 0.3 && userIds.length > 0
      ? { voterId: faker.helpers.arrayElement(userIds), userIsVoter: true }
      : { voterId: randomUUID(), userIsVoter: false };
  const opinionVoters = new Map<string, boolean>();
  while (opinionVoters.size < item.upvotes + item.downvotes) {
    const { voterId, userIsVoter } = voter();
    opinionVoters.set(voterId, userIsVoter);
  }
  const rows = [...opinionVoters].map(([voterId, isUser], i) => ({
    reviewId,
    voterId,
    userId: isUser ? voterId : null,
    voteType: i < item.upvotes ? 'upvote' : 'downvote',
  }));
  // Clappers are drawn from the same voters first, as people who like an item often clap.
  const clappers = new Map([...opinionVoters].slice(0, item.claps));
  while (clappers.size < item.claps) {
    const { voterId, userIsVoter } = voter();
    clappers.set(voterId, userIsVoter);
  }
  for (const [voterId, isUser] of clappers) {
    rows.push({ reviewId, voterId, userId: isUser ? voterId : null, voteType: 'clap' });
  }
  return rows;
}

async function insertReplies(
  trx: Context['knex'],
  reviews: Array<{ id: number }>,
  items: Array<{ replyCount: number; createdAt: Date }>,
  faker: Faker,
): Promise<number> {
  const later = (date: Date) =>
    new Date(date.getTime() + faker.number.int({ min: 1, max: 72 }) * 3600000);
  const firsts = reviews
    .map(({ id }, i) => ({ id, item: items[i]! }))
    .filter(({ item }) => item.replyCount > 0);
  if (firsts.length === 0) return 0;
  const inserted: Array<{ id: number; reviewId: number }> = await trx('reviewReplies')
    .insert(
      firsts.map(({ id, item }) => ({
        reviewId: id,
        content: demoReply(faker),
        visitorId: randomUUID(),
        createdAt: later(item.createdAt),
      })),
    )
    .returning(['id', 'reviewId']);
  // A second reply answers the first, so the demo shows nesting.
  const seconds = firsts
    .map(({ item }, i) => ({ item, parent: inserted[i]! }))
    .filter(({ item }) => item.replyCount > 1);
  if (seconds.length > 0) {
    await trx('reviewReplies').insert(
      seconds.map(({ item, parent }) => ({
        reviewId: parent.reviewId,
        parentReplyId: parent.id,
        content: demoReply(faker),
        visitorId: randomUUID(),
        createdAt: later(later(item.createdAt)),
      })),
    );
  }
  return inserted.length + seconds.length;
}

/** A few claims, reports, paying clients and recent activity, so the admin panel has work. */
async function seedExtras(
  ctx: Context,
  companies: Array<{ id: number }>,
  faker: Faker,
  now: Date,
): Promise<Pick<SeedResult, 'claims' | 'reports' | 'clients'>> {
  const knex = ctx.knex;
  const sample = faker.helpers.arrayElements(companies, Math.min(companies.length, 40));
  const details: Array<{ id: number; name: string; domain: string }> = await knex('companies')
    .whereIn(
      'id',
      sample.map((c) => c.id),
    )
    .select('id', 'name', 'domain');
  const claims = details.slice(0, 8).map((company) => ({
    companyId: company.id,
    email: `${faker.person.firstName().toLowerCase()}@${company.domain}`,
    status: faker.helpers.arrayElement(['pending', 'pending', 'verified', 'rejected']),
    createdAt: faker.date.recent({ days: 20, refDate: now }),
  }));
  if (claims.length > 0) await knex('claimRequests').insert(claims).onConflict().ignore();
  const issues = [
    'The phone number on this profile is out of date.',
    'This company has closed down.',
    'The address belongs to a different business.',
    'Several reviews look like they were written by the same person.',
    'The website link points to a parked domain.',
  ];
  const reports = details.slice(8, 16).map((company) => ({
    companyId: company.id,
    companyDomain: company.domain,
    issue: faker.helpers.arrayElement(issues),
    status: faker.helpers.arrayElement(['pending', 'pending', 'resolved', 'dismissed']),
    createdAt: faker.date.recent({ days: 30, refDate: now }),
  }));
  if (reports.length > 0) await knex('reports').insert(reports);
  const plans = { Basic: 79, Pro: 149, Premium: 299 } as const;
  const clients = details.slice(16, 26).map((company) => {
    const plan = faker.helpers.objectKey(plans);
    const startDate = faker.date.past({ years: 1, refDate: now });
    return {
      companyId: company.id,
      companyName: company.name,
      domain: company.domain,
      plan,
      monthlyFee: plans[plan],
      status: faker.helpers.arrayElement(['active', 'active', 'active', 'pending', 'cancelled']),
      startDate: startDate.toISOString().slice(0, 10),
      nextBilling: new Date(now.getTime() + faker.number.int({ min: 1, max: 30 }) * 86400000)
        .toISOString()
        .slice(0, 10),
      // jsonb through plain knex: `pg` would send a JS array as a PostgreSQL array.
      features: JSON.stringify(
        plan === 'Basic' ? ['Verified badge'] : ['Verified badge', 'Review widgets', 'Analytics'],
      ),
    };
  });
  if (clients.length > 0) await knex('payingClients').insert(clients);
  return { claims: claims.length, reports: reports.length, clients: clients.length };
}
