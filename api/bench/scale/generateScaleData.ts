import { randomUUID } from 'node:crypto';
import { en } from '@faker-js/faker';
import { hash } from '@node-rs/argon2';
import knexFactory, { type Knex } from 'knex';
import { ALL_SUBCATEGORIES } from '#shared/catalogue/catalogue';
import { recomputeCompanyCounters } from '../../src/services/companies/counters.ts';
import { rebuildDerivedData } from '../../src/services/companies/rebuildDerivedData.ts';
import { REPLIES, SENTENCES, TITLES } from '../../src/services/seed/demoText.ts';
import { reviewPlan, seededRandom, shuffled } from './distribution.ts';

export interface ScaleSize {
  companies: number;
  reviews: number;
  /**
   * `small`: company names from the first SMALL_VOCABULARY last names only, so thousands of
   * companies share each word (the shape that stresses the misspelt search's candidates).
   */
  vocabulary?: 'small';
}

/** Words of the `small` vocabulary: 120, so 1M companies give ~8,000 per first word. */
export const SMALL_VOCABULARY = 120;

export interface GenerateOptions extends ScaleSize {
  /** Load with the migrations' indexes in place instead of dropping and rebuilding them. */
  keepIndexes?: boolean;
  onPhase?: (phase: string, seconds: number) => void;
}

export interface GeneratedCounts {
  companies: number;
  users: number;
  reviews: number;
  votes: number;
  replies: number;
  topCompanyReviews: number;
  medianCompanyReviews: number;
  companiesWithoutReviews: number;
  phases: Record<string, number>;
}

/** The tables the generator fills; their secondary indexes are rebuilt after loading. */
const LOADED_TABLES = ['users', 'companies', 'reviews', 'review_votes', 'review_replies'];

const TLDS = ['com', 'com', 'com', 'com', 'io', 'co', 'net', 'co.uk', 'de', 'ai', 'eu', 'org'];
const LAST_NAMES = (en.person?.last_name as { generic?: string[] } | undefined)?.generic ?? [];
const ENTITIES = (en.company?.legal_entity_type as string[] | undefined) ?? [];
const FIRST_NAMES = (en.person?.first_name as { generic?: string[] } | undefined)?.generic ?? [];
const JOB_AREAS = (en.person?.job_area as string[] | undefined) ?? [];
const TONES = ['positive', 'mixed', 'negative', 'complaint', 'comment'] as const;

/**
 * Fills a migrated, empty database with `companies` companies across the whole catalogue and
 * about `reviews` reviews, complaints and comments (Zipf-like: see distribution.ts), with users,
 * votes and replies in the proportions of the demo seed — all inside PostgreSQL, set-based
 * (`insert … select … from generate_series`), deterministic (hashes, not random()).
 *
 * How: one connection with bulk-load settings (no FK triggers — every reference is made valid by
 * construction —, big work_mem, no synchronous commit); the secondary indexes of the loaded
 * tables are dropped first and rebuilt from their own definitions after the load (several times
 * faster than maintaining them row by row; `keepIndexes` measures the other way). Counters come
 * from `recomputeCompanyCounters`, the app's own recount, and the derived tables from
 * `rebuildDerivedData`.
 *
 * `appKnex` is the app's instance (PGlite or a PostgreSQL pool); the load itself runs on one
 * connection of its own, where the session settings and temporary functions live.
 */
export async function generateScaleData(
  appKnex: Knex,
  options: GenerateOptions,
): Promise<GeneratedCounts> {
  const single = singleConnection(appKnex);
  try {
    return await generate(single, appKnex, options);
  } finally {
    if (single !== appKnex) await single.destroy();
  }
}

/** A one-connection instance on the same PostgreSQL database (PGlite has only one anyway). */
function singleConnection(appKnex: Knex): Knex {
  const config = appKnex.client.config as Knex.Config;
  if (config.client !== 'pg') return appKnex;
  return knexFactory({ client: 'pg', connection: config.connection, pool: { min: 1, max: 1 } });
}

async function generate(
  knex: Knex,
  appKnex: Knex,
  options: GenerateOptions,
): Promise<GeneratedCounts> {
  const phases: Record<string, number> = {};
  const timed = async (phase: string, run: () => Promise<unknown>) => {
    const started = performance.now();
    await run();
    phases[phase] = Math.round((performance.now() - started) / 100) / 10;
    options.onPhase?.(phase, phases[phase]);
  };
  const n = options.companies;
  const users = Math.max(5, Math.floor(options.reviews / 20));
  const plan = reviewPlan(n, options.reviews);
  const random = seededRandom(20261124);
  const subs = shuffled(ALL_SUBCATEGORIES, random);
  const nameWords =
    options.vocabulary === 'small' ? LAST_NAMES.slice(0, SMALL_VOCABULARY) : LAST_NAMES;

  await knex.raw(`set session_replication_role = replica`).catch(() => undefined);
  await knex.raw(`set work_mem = '512MB'`);
  await knex.raw(`set maintenance_work_mem = '1GB'`).catch(() => undefined);
  await knex.raw(`set synchronous_commit = off`);
  // u(x, salt): a uniform number in [0, 1) from a hash; pick(x, salt, n): 1..n.
  await knex.raw(`create or replace function pg_temp.u(bigint, bigint) returns float8
    language sql immutable as $$ select (hashint8extended($1, $2) & 1073741823)::float8 / 1073741824 $$`);
  await knex.raw(`create or replace function pg_temp.pick(bigint, bigint, int) returns int
    language sql immutable as $$ select 1 + ((hashint8extended($1, $2) & 1073741823) % $3)::int $$`);
  // An RFC 4122-shaped UUID from a text (version 4 and variant bits set), so ids are stable.
  await knex.raw(`create or replace function pg_temp.uuid_of(text) returns uuid
    language sql immutable as $$ select overlay(overlay(md5($1) placing '4' from 13) placing '8' from 17)::uuid $$`);

  const dropped: string[] = [];
  if (!options.keepIndexes) {
    await timed('drop indexes', async () => {
      const { rows } = await knex.raw<{ rows: Array<{ name: string; def: string }> }>(
        `select i.indexrelid::regclass::text as name, pg_get_indexdef(i.indexrelid) as def
         from pg_index i join pg_class t on t.oid = i.indrelid
         where t.relname = any(?) and t.relnamespace = 'public'::regnamespace
           and not exists (select 1 from pg_constraint c where c.conindid = i.indexrelid)`,
        [LOADED_TABLES],
      );
      for (const row of rows) {
        await knex.raw(`drop index ${row.name}`);
        dropped.push(row.def);
      }
    });
  }
  // Each index timed on its own: the full-text index of reviews is most of the cost.
  const rebuild = async (table: string) => {
    for (const def of dropped.filter((d) => d.includes(` ON public.${table} `))) {
      await timed(`index ${/INDEX (\S+) ON/.exec(def)?.[1] ?? table}`, () => knex.raw(def));
    }
  };

  const password = await hash(randomUUID());
  await timed('users', () =>
    knex.raw(
      `insert into users (id, email, password, first_name, last_name, title, is_email_verified, created_at, updated_at)
       select pg_temp.uuid_of('u' || i), lower(f || '.' || l || '.' || i || '@example.com'), ?, f, l,
              case when pg_temp.u(i, 3) < 0.6 then ? || ' ' || (?::text[])[pg_temp.pick(i, 4, ?)] end,
              pg_temp.u(i, 5) < 0.7, t, t
       from generate_series(0, ? - 1) i,
            lateral (select (?::text[])[pg_temp.pick(i, 1, ?)] as f, (?::text[])[pg_temp.pick(i, 2, ?)] as l,
                            now() - pg_temp.u(i, 6) * interval '900 days' as t) x`,
      [
        password,
        'Head of',
        JOB_AREAS,
        JOB_AREAS.length,
        users,
        FIRST_NAMES,
        FIRST_NAMES.length,
        LAST_NAMES,
        LAST_NAMES.length,
      ],
    ),
  );

  // Companies: faker's own name patterns ("Kuhn - Wolff", "Kuhn LLC", "Kuhn, Wolff and Lang")
  // over its last names (or the small vocabulary's); the domain is the name's slug, numbered only when already taken.
  await timed('companies', () =>
    knex.raw(
      `insert into companies (id, domain, name, description, website, category, subcategory, industry,
                              founded, employee_count, profile_views, created_at, updated_at)
       select g, slug || case when rn > 1 then '-' || rn else '' end || '.' || tld, name,
              case when sub is not null then name || ' is a ' || lower(sub) || ' business.' end,
              'https://' || slug || case when rn > 1 then '-' || rn else '' end || '.' || tld,
              cat, sub, cat,
              case when pg_temp.u(g, 8) < 0.8 then 1950 + pg_temp.pick(g, 9, 74) end,
              case when pg_temp.u(g, 10) < 0.8 then (array['1-10','11-50','51-200','201-500','501-1000','1001-5000','5000+'])[pg_temp.pick(g, 11, 7)] end,
              (pg_temp.u(g, 12) * 5000)::int, created, created
       from (
         select *, row_number() over (partition by slug, tld order by g) as rn
         from (
           select g, name, tld, created,
                  trim(both '-' from regexp_replace(lower(replace(name, ' and ', ' ')), '[^a-z0-9]+', '-', 'g')) as slug,
                  case when pg_temp.u(g, 6) >= 0.03 then (?::text[])[s] end as cat,
                  case when pg_temp.u(g, 6) >= 0.05 then (?::text[])[s] end as sub
           from (
             select g, (array[${TLDS.map((t) => `'${t}'`).join(',')}])[pg_temp.pick(g, 5, ${TLDS.length})] as tld,
                    -- A mild skew: some subcategories are much fuller than others.
                    1 + floor(? * power(pg_temp.u(g, 7), 1.5))::int as s,
                    now() - interval '1100 days' + pg_temp.u(g, 13) * interval '400 days' as created,
                    case when p < 0.45 then l1 || ' - ' || l2
                         when p < 0.65 then l1 || ' ' || (?::text[])[pg_temp.pick(g, 4, ?)]
                         else l1 || ', ' || l2 || ' and ' || l3 end as name
             from generate_series(1, ?) g,
                  lateral (select pg_temp.u(g, 1) as p,
                                  (?::text[])[pg_temp.pick(g, 2, ?)] as l1,
                                  (?::text[])[pg_temp.pick(g, 3, ?)] as l2,
                                  (?::text[])[pg_temp.pick(g, 14, ?)] as l3) x
           ) named
         ) slugged
       ) numbered`,
      [
        subs.map((s) => s.categoryName),
        subs.map((s) => s.name),
        subs.length,
        ENTITIES,
        ENTITIES.length,
        n,
        nameWords,
        nameWords.length,
        nameWords,
        nameWords.length,
        nameWords,
        nameWords.length,
      ],
    ),
  );
  await knex.raw(`select setval(pg_get_serial_sequence('companies', 'id'), ?)`, [n]);

  // How many items each company gets, and its "quality" (its ratings scatter around it).
  await knex.raw('drop table if exists pg_temp.bench_plan');
  await knex.raw(
    `create temporary table bench_plan as
     select g as company_id,
            floor(?::float8 / (((g - 1)::int8 * ? % ?) + 1))::int
              + floor(-ln(1 - pg_temp.u(g, 20)) * ?)::int as n,
            1.8 + 3.2 * pg_temp.u(g, 21) as quality
     from generate_series(1, ?) g`,
    [plan.headScale, plan.rankStep, n, plan.tailMean, n],
  );

  // Items: in time order (older first, recent months fuller), as a live site appends them, so
  // a company's items are spread over the table as in real data.
  const tonesSql = (lists: Record<string, readonly string[]>, x: string) =>
    `case tone ${TONES.map((tone) => `when '${tone}' then (${textArray(lists[tone]!)})[pg_temp.pick(${x}, ${lists[tone]!.length})]`).join(' ')} end`;
  await timed('reviews', () =>
    knex.raw(
      `insert into reviews (company_id, user_id, visitor_id, rating, title, content, type, is_complaint,
                            upvotes, downvotes, claps, views, reply_count, complaint_status,
                            complaint_priority, complaint_category, source, created_at, updated_at)
       select company_id, user_id, case when user_id is null then pg_temp.uuid_of('v' || k) end,
              rating, ${tonesSql(TITLES, 'k, 40')},
              ${tonesSql(SENTENCES, 'k, 41')}
                || case when pg_temp.u(k, 42) < 0.6 then ' ' || ${tonesSql(SENTENCES, 'k, 43')} else '' end
                || case when pg_temp.u(k, 44) < 0.3 then ' ' || ${tonesSql(SENTENCES, 'k, 45')} else '' end,
              type, type = 'complaint',
              case when type = 'complaint' then 0 else floor(-ln(1 - pg_temp.u(k, 50)) * 0.9)::int end,
              case when type = 'complaint' then 0 else floor(-ln(1 - pg_temp.u(k, 51)) * 0.3)::int end,
              case when type = 'complaint' then 0 else floor(-ln(1 - pg_temp.u(k, 52)) * 0.5)::int end,
              (pg_temp.u(k, 53) * 400)::int,
              case when pg_temp.u(k, 54) < 0.12 then 1 + (pg_temp.u(k, 55) < 0.4)::int else 0 end,
              case when type = 'complaint' then (array['pending','pending','investigating','resolved','escalated'])[pg_temp.pick(k, 56, 5)] end,
              case when type = 'complaint' then (array['high','medium','medium','low'])[pg_temp.pick(k, 57, 4)] end,
              case when type = 'complaint' then (array['service','billing','security','technical','project'])[pg_temp.pick(k, 58, 5)] end,
              'seed', created, created
       from (
         select company_id, k, t, type, rating, created,
                case when pg_temp.u(k, 31) < 0.45
                     then pg_temp.uuid_of('u' || floor(? * power(pg_temp.u(k, 32), 1.5))::int8) end as user_id,
                case when type <> 'review' then type when rating >= 4 then 'positive'
                     when rating = 3 then 'mixed' else 'negative' end as tone
         from (
           select company_id, k, t, now() - interval '1095 days' * power(1 - t, 1.6) as created,
                  case when roll < 0.08 then 'complaint' when roll < 0.2 then 'comment' else 'review' end as type,
                  case when roll < 0.08 then 1 when roll < 0.2 then null
                       else least(5, greatest(1, round(quality + (pg_temp.u(k, 34) - 0.5) * 2.4)))::int end as rating
           from (
             select p.company_id, p.quality, p.company_id::int8 * 1000003 + j as k,
                    pg_temp.u(p.company_id::int8 * 1000003 + j, 30) as t,
                    pg_temp.u(p.company_id::int8 * 1000003 + j, 33) as roll
             from bench_plan p, lateral generate_series(1, p.n) j
             order by t
           ) ordered
         ) typed
       ) toned`,
      [users],
    ),
  );

  // Votes: exactly what each item's counters say, from distinct voters (30 % signed-in users).
  const voter = (salt: string) =>
    `case when pg_temp.u(r.id::int8 * 64 + j, 60) < 0.3
          then pg_temp.uuid_of('u' || ((pg_temp.pick(r.id, 61, ?) + j) % ?))
          else pg_temp.uuid_of('${salt}' || r.id || '-' || j) end`;
  await timed('votes', () =>
    knex.raw(
      `insert into review_votes (review_id, user_id, voter_id, vote_type, created_at)
       select id, case when is_user then voter end, voter, vote_type, created_at
       from (
         select r.id, j, ${voter('w')} as voter, pg_temp.u(r.id::int8 * 64 + j, 60) < 0.3 as is_user,
                case when j <= r.upvotes then 'upvote' else 'downvote' end as vote_type,
                r.created_at + pg_temp.u(r.id * 64 + j, 62) * interval '30 days' as created_at
         from reviews r, lateral generate_series(1, r.upvotes + r.downvotes) j
         where r.upvotes + r.downvotes > 0
         union all
         select r.id, j, ${voter('w')}, pg_temp.u(r.id::int8 * 64 + j, 60) < 0.3, 'clap',
                r.created_at + pg_temp.u(r.id * 64 + j, 63) * interval '30 days'
         from reviews r, lateral generate_series(1, r.claps) j
         where r.claps > 0
       ) v`,
      [users, users, users, users],
    ),
  );

  // Replies: the first answers the item, a second (40 % of those) answers the first.
  const reply = (salt: number) =>
    `(${textArray(REPLIES)})[pg_temp.pick(r.id, ${salt}, ${REPLIES.length})]`;
  await timed('replies', async () => {
    await knex.raw(
      `insert into review_replies (review_id, visitor_id, content, created_at, updated_at)
       select r.id, pg_temp.uuid_of('r' || r.id), ${reply(70)},
              r.created_at + interval '1 hour' * pg_temp.pick(r.id, 71, 72),
              r.created_at + interval '1 hour' * pg_temp.pick(r.id, 71, 72)
       from reviews r where r.reply_count > 0 order by r.id`,
    );
    await knex.raw(
      `insert into review_replies (review_id, visitor_id, parent_reply_id, content, created_at, updated_at)
       select r.id, pg_temp.uuid_of('s' || r.id), p.id, ${reply(72)},
              p.created_at + interval '1 hour' * pg_temp.pick(r.id, 73, 72),
              p.created_at + interval '1 hour' * pg_temp.pick(r.id, 73, 72)
       from reviews r join review_replies p on p.review_id = r.id
       where r.reply_count > 1 order by r.id`,
    );
  });

  await rebuild('reviews');
  await timed('vacuum reviews', () => knex.raw('vacuum analyze reviews'));
  await timed('counters', () => recomputeCompanyCounters(appKnex));
  // Derived tables (stored trust scores, category counts) are kept by triggers, which the load
  // bypassed: recomputed from the loaded rows, as after any bulk load — before the companies'
  // indexes exist, since it rewrites every company row (6 minutes at 1M with them in place).
  await timed('derived data', () => rebuildDerivedData(appKnex));
  // The recount rewrote every company row: compact it before its indexes are built.
  await timed('vacuum companies', () => knex.raw('vacuum full companies'));
  for (const table of ['companies', 'users', 'review_votes', 'review_replies']) {
    await rebuild(table);
  }
  await timed('analyze', () => knex.raw('vacuum analyze'));
  await knex.raw('set session_replication_role = origin').catch(() => undefined);

  const { rows } = await knex.raw<{ rows: Array<Record<string, number>> }>(
    `select (select count(*) from companies)::int as companies,
            (select count(*) from users)::int as users,
            (select count(*) from reviews)::int as reviews,
            (select count(*) from review_votes)::int as votes,
            (select count(*) from review_replies)::int as replies,
            (select max(review_count) from companies)::int as top,
            (select percentile_disc(0.5) within group (order by review_count) from companies)::int as median,
            (select count(*) from companies where review_count = 0)::int as empty`,
  );
  const counts = rows[0]!;
  return {
    companies: counts.companies!,
    users: counts.users!,
    reviews: counts.reviews!,
    votes: counts.votes!,
    replies: counts.replies!,
    topCompanyReviews: counts.top!,
    medianCompanyReviews: counts.median!,
    companiesWithoutReviews: counts.empty!,
    phases,
  };
}

/**
 * A SQL array literal of quoted texts (the texts are ours: demoText.ts). A `?` is escaped for
 * knex, which would otherwise take it for a binding.
 */
function textArray(texts: readonly string[]): string {
  const quoted = texts.map((t) => `'${t.replaceAll("'", "''").replaceAll('?', '\\?')}'`);
  return `array[${quoted.join(',')}]::text[]`;
}
