/**
 * How the public API's list queries behave at scale. Run by hand:
 *
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx api/bench/publicApi.bench.ts
 *
 * It creates a throwaway database on that server (dropped afterwards), loads COMPANIES
 * companies and REVIEWS reviews (one company holds HOT of them), then times each call the
 * public site makes most (median of RUNS runs, after one warm-up). BENCH_KEEP=1 keeps the
 * database for EXPLAIN.
 */
import { randomBytes } from 'node:crypto';
import knex from 'knex';
import pino from 'pino';
import { ALL_SUBCATEGORIES } from '#shared/catalogue/catalogue';
import { createContext } from '../src/context.ts';
import { openPostgres } from '../src/db/openDatabase.ts';
import { prepareDatabase } from '../src/db/prepareDatabase.ts';
import { countCompaniesBySubcategory } from '../src/services/companies/countCompaniesBySubcategory.ts';
import { findCompetitors } from '../src/services/companies/findCompetitors.ts';
import { listCategoryCompanies } from '../src/services/companies/listCategoryCompanies.ts';
import { listCompanies } from '../src/services/companies/listCompanies.ts';
import { searchCompanies } from '../src/services/companies/searchCompanies.ts';
import { listCompanyReviews } from '../src/services/reviews/listCompanyReviews.ts';
import { decodeCursor } from '../src/services/reviews/reviewCursor.ts';
import { getUserStats } from '../src/services/users/getUserStats.ts';
import { listUserReviews } from '../src/services/users/listUserReviews.ts';
import { testConfig } from '../src/test/testServer.ts';

const COMPANIES = Number(process.env.BENCH_COMPANIES ?? 100_000);
const REVIEWS = Number(process.env.BENCH_REVIEWS ?? 200_000);
const HOT = 20_000;
const RUNS = 20;
const WORDS = [
  'acme',
  'global',
  'nova',
  'blue',
  'peak',
  'prime',
  'vertex',
  'zen',
  'orbit',
  'delta',
];

async function main() {
  const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('Set BENCH_DATABASE_URL to a PostgreSQL server');
  const name = `bench_${randomBytes(4).toString('hex')}`;
  const admin = knex({ client: 'pg', connection: serverUrl, pool: { min: 0, max: 1 } });
  await admin.raw('create database ??', [name]);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const db = await openPostgres(url.toString());
  try {
    await prepareDatabase(db.knex);
    const loaded = performance.now();
    const hotUser = await seed(db.knex);
    console.log(
      `loaded ${COMPANIES} companies, ${REVIEWS} reviews in ${Math.round(performance.now() - loaded)} ms`,
    );
    await db.knex.raw('analyze');

    const ctx = createContext({ db, config: testConfig(), logger: pino({ level: 'silent' }) });
    const sub = ALL_SUBCATEGORIES[0]!;
    const firstPage = await listCompanyReviews(ctx, 'company-0.com', { limit: 50 });
    const deep = decodeCursor(firstPage.nextCursor!)!;
    const calls: Array<[string, () => Promise<unknown>]> = [
      ['search "acm" (prefix)', () => searchCompanies(ctx, 'acm', 5)],
      ['search "glbal nva" (similarity)', () => searchCompanies(ctx, 'glbal nva', 5)],
      ['companies page 1 + total', () => listCompanies(ctx, { limit: 50, offset: 0 })],
      ['companies page 1000', () => listCompanies(ctx, { limit: 50, offset: 50_000 })],
      [
        'subcategory page (by trust)',
        () => listCategoryCompanies(ctx, sub.slug, { limit: 50, offset: 0 }),
      ],
      [
        'main category page (by trust)',
        () => listCategoryCompanies(ctx, sub.categorySlug, { limit: 50, offset: 0 }),
      ],
      ['category counts', () => countCompaniesBySubcategory(ctx)],
      ['competitors', () => findCompetitors(ctx, 1)],
      [
        `reviews of a company with ${HOT}, page 1`,
        () => listCompanyReviews(ctx, 'company-0.com', { limit: 50 }),
      ],
      [
        'same, page 2 (cursor)',
        () => listCompanyReviews(ctx, 'company-0.com', { limit: 50, before: deep }),
      ],
      [
        'user reviews (helpful)',
        () => listUserReviews(ctx, hotUser, { sort: 'helpful', limit: 10, offset: 0 }),
      ],
      ['user stats', () => getUserStats(ctx, hotUser)],
    ];
    for (const [label, call] of calls) {
      await call();
      const times: number[] = [];
      for (let i = 0; i < RUNS; i++) {
        const started = performance.now();
        await call();
        times.push(performance.now() - started);
      }
      times.sort((a, b) => a - b);
      console.log(`${label.padEnd(40)} median ${times[RUNS / 2]!.toFixed(1)} ms`);
    }
  } finally {
    await db.close();
    if (process.env.BENCH_KEEP) console.log(`kept database ${name}`);
    else await admin.raw('drop database if exists ?? with (force)', [name]);
    await admin.destroy();
  }
}

/** Companies spread over the catalogue, reviews skewed to company 0; returns a busy user id. */
async function seed(k: knex.Knex): Promise<string> {
  const subs = ALL_SUBCATEGORIES;
  const companies = Array.from({ length: COMPANIES }, (_, i) => {
    const sub = subs[i % subs.length]!;
    const word = (n: number) => WORDS[n % WORDS.length]!;
    return {
      domain: `company-${i}.com`,
      name: `${word(i)} ${word(Math.floor(i / 10))} ${i}`,
      category: sub.categoryName,
      subcategory: sub.name,
      trust_weight_sum: (i % 50) * 1e8,
      trust_rating_sum: (i % 50) * 1e8 * ((i % 5) + 1),
    };
  });
  await k.batchInsert('companies', companies, 2000);
  const [user] = await k('users')
    .insert({ email: 'busy@example.com', password: 'x' })
    .returning('id');
  const userId = (user as { id: string }).id;
  const now = Date.now();
  const reviews = Array.from({ length: REVIEWS }, (_, i) => ({
    company_id: i < HOT ? 1 : 1 + (i % COMPANIES),
    user_id: i % 100 === 0 ? userId : null,
    rating: (i % 5) + 1,
    title: 'Title',
    content: 'Content',
    upvotes: i % 7,
    created_at: new Date(now - i * 1000),
  }));
  await k.batchInsert('reviews', reviews, 2000);
  return userId;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
