import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import { ALL_SUBCATEGORIES, CATALOGUE } from '#shared/catalogue/catalogue';
import { TRUST } from '../../src/services/companies/trustScore.ts';
import { SENTENCES, TITLES } from '../../src/services/seed/demoText.ts';
import { seededRandom, shuffled } from './distribution.ts';
import {
  type CompanySample,
  cycle,
  misspeltSearches,
  prefixSearches,
  withQuery,
} from './requests.ts';
import type { BenchSessions } from './sessions.ts';

export interface BenchRequest {
  method: 'GET' | 'POST';
  path: string;
  headers?: Record<string, string>;
  body?: string;
}

/** What an endpoint's figures are judged against (issue 12's goals). */
export interface Goal {
  /** p99 at 1 connection, at 16 connections (ms). */
  p99At1?: number;
  p99At16?: number;
  /** App throughput / floor throughput at 16 connections. */
  floorRatio?: number;
}

export interface Endpoint {
  id: string;
  label: string;
  goal: Goal;
  /** A fresh request source for one measurement (each call returns the next request). */
  requests(): () => BenchRequest;
}

/** Floor routes: the one SQL statement each endpoint fundamentally needs. */
export interface FloorRoute {
  method: 'GET' | 'POST';
  pattern: RegExp;
  sql(match: RegExpMatchArray, url: URL, body: unknown): [string, unknown[]];
}

export interface Samples {
  searchCompanies: CompanySample[];
  /** Company pages as visited: the best known most, then any. */
  visited: CompanySample[];
  userIds: string[];
  votableReviewIds: number[];
}

/** The data the request lists are built from, read from the generated database. */
export async function loadSamples(knex: Knex, companies: number): Promise<Samples> {
  const random = seededRandom(12);
  const ids = Array.from({ length: 600 }, () => 1 + Math.floor(random() * companies));
  const searchCompanies: CompanySample[] = await knex('companies')
    .whereIn('id', ids)
    .orderBy('id')
    .select('id', 'name', 'domain');
  const top: CompanySample[] = await knex('companies')
    .orderBy([{ column: 'review_count', order: 'desc' }, 'id'])
    .limit(150)
    .select('id', 'name', 'domain');
  const visited = shuffled([...top, ...top, ...searchCompanies.slice(0, 300)], random);
  const busyUsers: Array<{ userId: string }> = await knex('reviews')
    .whereNotNull('user_id')
    .groupBy('user_id')
    .orderByRaw('count(*) desc, user_id')
    .limit(40)
    .select('user_id');
  const anyUsers: Array<{ id: string }> = await knex('users').orderBy('id').limit(160).select('id');
  const votable: Array<{ id: number }> = await knex('reviews')
    .whereNot('type', 'complaint')
    .orderBy('id', 'desc')
    .limit(5000)
    .select('id');
  return {
    searchCompanies,
    visited,
    userIds: shuffled([...busyUsers.map((u) => u.userId), ...anyUsers.map((u) => u.id)], random),
    votableReviewIds: votable.map((r) => r.id),
  };
}

const get = (path: string): BenchRequest => ({ method: 'GET', path });

/** Every public read the site makes on its main pages, and the two writes. */
export function endpoints(samples: Samples, sessions: BenchSessions): Endpoint[] {
  const prefixes = prefixSearches(samples.searchCompanies, 500, 1);
  const typos = misspeltSearches(samples.searchCompanies, 300, 2);
  const subcategories = shuffled(ALL_SUBCATEGORIES, seededRandom(3)).map((s) => s.slug);
  const mains = CATALOGUE.map((c) => c.slug);
  const domains = samples.visited.map((c) => encodeURIComponent(c.domain));
  const companyIds = samples.visited.map((c) => c.id);
  const list = (paths: string[]) => () => {
    const next = cycle(paths);
    return () => get(next());
  };
  const reads: Endpoint[] = [
    {
      id: 'search-prefix',
      label: 'search, 2–6 letter prefix',
      goal: { p99At1: 20, p99At16: 50, floorRatio: 0.6 },
      requests: list(prefixes.map((q) => withQuery('/api/companies/search', { q, limit: 5 }))),
    },
    {
      id: 'search-misspelt',
      label: 'search, misspelt name',
      goal: { p99At1: 20, p99At16: 50, floorRatio: 0.6 },
      requests: list(typos.map((q) => withQuery('/api/companies/search', { q, limit: 5 }))),
    },
    {
      id: 'counts',
      label: 'category counts',
      goal: { p99At1: 10, floorRatio: 0.6 },
      requests: list(['/api/categories/counts']),
    },
    {
      id: 'category-sub',
      label: 'subcategory page',
      goal: { p99At1: 25, floorRatio: 0.6 },
      requests: list(
        subcategories.map((slug) =>
          withQuery(`/api/categories/${slug}/companies`, { limit: 24, offset: 0 }),
        ),
      ),
    },
    {
      id: 'category-main',
      label: 'main category page',
      goal: { p99At1: 25, floorRatio: 0.6 },
      requests: list(
        mains.map((slug) =>
          withQuery(`/api/categories/${slug}/companies`, { limit: 24, offset: 0 }),
        ),
      ),
    },
    {
      id: 'company',
      label: 'company profile',
      goal: { floorRatio: 0.6 },
      requests: list(domains.map((d) => `/api/companies/domain/${d}`)),
    },
    {
      id: 'widget',
      label: 'rating widget (iframe page)',
      goal: { p99At1: 10, floorRatio: 0.6 },
      requests: list(domains.map((d) => `/widget/${d}`)),
    },
    {
      id: 'widget-svg',
      label: 'rating widget (SVG badge)',
      goal: { p99At1: 10, floorRatio: 0.6 },
      requests: list(domains.map((d) => `/widget/${d}.svg`)),
    },
    {
      id: 'company-reviews',
      label: "company's reviews, first page",
      goal: { floorRatio: 0.6 },
      requests: list(
        domains.map((d) => withQuery(`/api/companies/domain/${d}/reviews`, { limit: 10 })),
      ),
    },
    {
      id: 'competitors',
      label: 'competitors',
      goal: { floorRatio: 0.6 },
      requests: list(companyIds.map((id) => `/api/companies/${id}/competitors`)),
    },
    {
      id: 'user',
      label: 'user profile',
      goal: { floorRatio: 0.6 },
      requests: list(samples.userIds.map((id) => `/api/users/${id}`)),
    },
    {
      id: 'user-reviews',
      label: "user's reviews",
      goal: { floorRatio: 0.6 },
      requests: list(
        samples.userIds.map((id) =>
          withQuery(`/api/users/${id}/reviews`, { sort: 'recent', limit: 10, offset: 0 }),
        ),
      ),
    },
    {
      id: 'user-stats',
      label: 'user stats',
      goal: { floorRatio: 0.6 },
      requests: list(samples.userIds.map((id) => `/api/users/${id}/stats`)),
    },
  ];
  const random = seededRandom(4);
  const reviewBodies = Array.from({ length: 200 }, () => {
    const rating = 1 + Math.floor(random() * 5);
    const tone = rating >= 4 ? 'positive' : rating === 3 ? 'mixed' : 'negative';
    const pick = (items: readonly string[]) => items[Math.floor(random() * items.length)]!;
    return JSON.stringify({
      rating,
      title: pick(TITLES[tone]),
      content: `${pick(SENTENCES[tone])} ${pick(SENTENCES[tone])}`,
    });
  });
  // Writes as the PWA sends them: the visitor's session cookie, a fresh Idempotency-Key, JSON.
  // A vote is a new (visitor, item) pair every time: visitor v = i mod S votes, in its round
  // k = ⌊i / S⌋, on item (7v + k) mod R, so consecutive votes come from different visitors on
  // different items, and no visitor reaches the hourly limit (120) in a run.
  let votes = 0;
  let posts = 0;
  const writes: Endpoint[] = [
    {
      id: 'post-review',
      label: 'post a review',
      goal: {},
      requests: () => () => {
        const i = posts++;
        return {
          method: 'POST',
          path: `/api/companies/domain/${domains[i % domains.length]}/reviews`,
          headers: sessions.writeHeaders(sessions.reviewers, i),
          body: reviewBodies[i % reviewBodies.length]!,
        };
      },
    },
    {
      id: 'vote',
      label: 'vote on a review',
      goal: { floorRatio: 0.4 },
      requests: () => () => {
        const i = votes++;
        const voters = sessions.voters.length;
        const visitor = i % voters;
        const item = (7 * visitor + Math.floor(i / voters)) % samples.votableReviewIds.length;
        return {
          method: 'POST',
          path: `/api/reviews/${samples.votableReviewIds[item]}/vote`,
          headers: sessions.writeHeaders(sessions.voters, visitor),
          body: JSON.stringify({ voteType: i % 5 === 4 ? 'clap' : 'upvote' }),
        };
      },
    },
  ];
  return [...reads, ...writes];
}

/** An item's author has a verified email (the list's "Verified" mark); false without an account. */
const AUTHOR_VERIFIED =
  'coalesce((select u.is_email_verified from users u where u.id = r.user_id), false) as author_verified';

/** The trust score as SQL, at the floor server's start (the app computes the same). */
function trustSql(): string {
  const f = 2 ** (-(Date.now() - TRUST.epoch) / (TRUST.halfLifeDays * 86_400_000));
  const prior = TRUST.priorCount * TRUST.priorMean;
  return `((${prior}::float8 + trust_rating_sum * ${f}::float8) / (${TRUST.priorCount}::float8 + trust_weight_sum * ${f}::float8))`;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** What the schema offers the floor's statements (derived data added by later migrations). */
export interface FloorSchema {
  /** `companies.trust_score`, kept up to date: the category order as a column. */
  storedTrust: boolean;
  /** `company_category_counts`: the counts without grouping the companies. */
  countsTable: boolean;
  /** `reviews.status`: public lists and stats read published items only. */
  reviewStatus: boolean;
  /** `company_prefix_search(q, domain, limit)`: the ranked prefix matches in one call. */
  prefixSearch?: boolean;
  /** `user_category_counts`: a user's items per category without joining their companies. */
  userCategoryCounts?: boolean;
}

/**
 * The floor: for each endpoint, the single statement it fundamentally needs, on a bare
 * `node:http` + `pg` server, on the schema at hand (so a stored score or counts table, once the
 * code has them, is what the floor reads too). The app's throughput is reported as a share of
 * this one's.
 */
export function floorRoutes(
  schema: FloorSchema = { storedTrust: false, countsTable: false, reviewStatus: false },
): FloorRoute[] {
  const trust = schema.storedTrust ? 'trust_score' : trustSql();
  const published = (alias: string) =>
    schema.reviewStatus ? ` and ${alias}status = 'published'` : '';
  const catalogue = new Map(CATALOGUE.map((c) => [c.slug, c]));
  const subBySlug = new Map(ALL_SUBCATEGORIES.map((s) => [s.slug, s]));
  return [
    {
      method: 'GET',
      pattern: /^\/api\/companies\/search$/,
      // Prefix matches by popularity, then (only when fewer than 5) trigram look-alikes: one
      // statement, the second branch runs only when the first does not fill the limit.
      sql: (_m, url) => {
        const q = (url.searchParams.get('q') ?? '').trim().toLowerCase();
        const like = `${escapeLike(q)}%`;
        const prefixes = schema.prefixSearch
          ? 'select id, name, domain from company_prefix_search($1, $1, 5)'
          : `select id, name, domain from companies where domain like $2 or lower(name) like $2
            order by (domain = $1 or lower(name) = $1) desc, review_count desc, length(name), id limit 5`;
        return [
          `(${prefixes})
           union all
           (select id, name, domain from companies where (name % $1 or domain % $1)
            order by greatest(similarity(name, $1), similarity(domain, $1)) desc, review_count desc, id limit 5)
           limit 5`,
          // The tiered function takes the text itself; only the plain query has a LIKE pattern.
          schema.prefixSearch ? [q] : [q, like],
        ];
      },
    },
    {
      method: 'GET',
      pattern: /^\/api\/categories\/counts$/,
      sql: () => [
        schema.countsTable
          ? "select subcategory, sum(company_count)::int as n from company_category_counts where subcategory <> '' group by subcategory"
          : 'select subcategory, count(*)::int as n from companies where subcategory is not null group by subcategory',
        [],
      ],
    },
    {
      method: 'GET',
      pattern: /^\/api\/categories\/([^/]+)\/companies$/,
      sql: (m) => {
        const slug = decodeURIComponent(m[1]!);
        const sub = subBySlug.get(slug);
        const main = catalogue.get(slug);
        if (!sub && !main) throw new Error(`No category ${slug}`);
        // With the stored score every company carries its main category: `category = $1`.
        const where = sub
          ? ['subcategory = $1', [sub.name]]
          : schema.storedTrust
            ? ['category = $1', [main?.name ?? '']]
            : [
                'subcategory = any($1) or category = $2',
                [main?.subcategories.map((s) => s.name) ?? [], main?.name ?? ''],
              ];
        return [
          `select * from companies where ${where[0]} order by ${trust} desc, review_count desc, id limit 24`,
          where[1] as unknown[],
        ];
      },
    },
    {
      method: 'GET',
      pattern: /^\/api\/companies\/domain\/([^/]+)$/,
      sql: (m) => ['select * from companies where domain = $1', [decodeURIComponent(m[1]!)]],
    },
    {
      method: 'GET',
      // The widget (page or badge) shows the company's name, rating and review count.
      pattern: /^\/widget\/([^/]+?)(?:\.svg)?$/,
      sql: (m) => ['select * from companies where domain = $1', [decodeURIComponent(m[1]!)]],
    },
    {
      method: 'GET',
      pattern: /^\/api\/companies\/domain\/([^/]+)\/reviews$/,
      // Each item with its author's "Verified" mark (issue 13), as the list shows it. Until 27
      // November the floor left the mark out, a look-up per item the app makes.
      sql: (m) => [
        `select r.*, ${AUTHOR_VERIFIED} from reviews r
         where r.company_id = (select id from companies where domain = $1)${published('r.')}
         order by r.created_at desc, r.id desc limit 11`,
        [decodeURIComponent(m[1]!)],
      ],
    },
    {
      method: 'GET',
      pattern: /^\/api\/companies\/(\d+)\/competitors$/,
      // With the stored score, the subcategory as a scalar subquery: the planner then walks the
      // (subcategory, trust_score desc, …) index for that value (a join on `me` made it sort every
      // company of the subcategory, 300 ms at 1M).
      sql: (m) => [
        schema.storedTrust
          ? `select c.* from companies c where c.subcategory = (select subcategory from companies where id = $1)
             and c.id <> $1 order by c.trust_score desc, c.review_count desc, c.id limit 5`
          : `select c.* from companies c, companies me where me.id = $1 and c.subcategory = me.subcategory
         and c.id <> me.id order by ${trust.replaceAll('trust_', 'c.trust_')} desc, c.review_count desc, c.id limit 5`,
        [Number(m[1])],
      ],
    },
    {
      method: 'GET',
      pattern: /^\/api\/users\/([0-9a-f-]+)$/,
      sql: (m) => ['select * from users where id = $1', [m[1]]],
    },
    {
      method: 'GET',
      pattern: /^\/api\/users\/([0-9a-f-]+)\/reviews$/,
      // With the authors' "Verified" mark and the user's total (the list's pages), as the page
      // shows them. Until 27 November the floor left both out.
      sql: (m) => [
        `select r.*, c.name, c.domain, c.category, ${AUTHOR_VERIFIED},
                (${
                  schema.userCategoryCounts
                    ? 'select coalesce(sum(review_count), 0)::int from user_category_counts where user_id = $1'
                    : `select count(*)::int from reviews where user_id = $1${published('')}`
                }) as total
         from reviews r join companies c on c.id = r.company_id
         where r.user_id = $1${published('r.')} order by r.created_at desc, r.id desc limit 10`,
        [m[1]],
      ],
    },
    {
      method: 'GET',
      pattern: /^\/api\/users\/([0-9a-f-]+)\/stats$/,
      // What the page shows: the totals and the per-category counts (the categories of the
      // companies reviewed), and whether the user exists (404). Until 26 November the floor
      // left the per-category counts out, so the app was measured against less work. With
      // the stored counts, both read them.
      sql: (m) => [
        `select exists (select 1 from users where id = $1) as found, totals.*,
                coalesce((select json_agg(json_build_object('category', category, 'count', count)
                                          order by count desc, category)
                          from ${
                            schema.userCategoryCounts
                              ? `(select coalesce(nullif(category, ''), 'General') as category,
                                         sum(review_count)::int as count
                                  from user_category_counts where user_id = $1
                                  group by 1 having sum(review_count) > 0)`
                              : `(select coalesce(c.category, 'General') as category, count(*)::int as count
                                  from reviews r join companies c on c.id = r.company_id
                                  where r.user_id = $1${published('r.')}
                                  group by 1)`
                          } as per_category), '[]'::json) as categories
         from (select count(*)::int as reviews, coalesce(sum(upvotes), 0)::int as upvotes,
                      coalesce(sum(downvotes), 0)::int as downvotes, coalesce(sum(claps), 0)::int as claps,
                      (count(*) filter (where type = 'complaint'))::int as complaints,
                      avg(rating)::float8 as average
               from reviews where user_id = $1${published('')}) as totals`,
        [m[1]],
      ],
    },
    {
      method: 'POST',
      pattern: /^\/api\/companies\/domain\/([^/]+)\/reviews$/,
      // The review and its company's counters in one statement.
      sql: (m, _url, body) => {
        const review = body as { rating: number; title: string; content: string };
        return [
          `with r as (
             insert into reviews (company_id, visitor_id, rating, title, content, type)
             select id, $2, $3, $4, $5, 'review' from companies where domain = $1
             returning company_id, rating)
           update companies c set review_count = review_count + 1, rating_count = rating_count + 1,
                  rating_sum = rating_sum + r.rating
           from r where c.id = r.company_id returning c.id`,
          [decodeURIComponent(m[1]!), randomUUID(), review.rating, review.title, review.content],
        ];
      },
    },
    {
      method: 'POST',
      pattern: /^\/api\/reviews\/(\d+)\/vote$/,
      // The vote row, the item's counter and the company's total in one statement.
      sql: (m, _url, body) => {
        const clap = (body as { voteType: string }).voteType === 'clap';
        const column = clap ? 'claps' : 'upvotes';
        return [
          `with v as (
             insert into review_votes (review_id, voter_id, vote_type) values ($1, $2, $3)
             on conflict do nothing returning review_id),
           r as (update reviews set ${column} = ${column} + 1 where id in (select review_id from v)
                 returning company_id)
           update companies set ${clap ? 'clap_count = clap_count' : 'upvote_count = upvote_count'} + 1
           where id in (select company_id from r) returning id`,
          [Number(m[1]), randomUUID(), clap ? 'clap' : 'upvote'],
        ];
      },
    },
  ];
}
