import { describe, expect, it } from 'vitest';
import { COMPANY_REVIEW_SORTS } from '#shared/api/reviewList';
import type { CompanyProfile } from '#shared/types/api';
import type { Company } from '../../models/Company.ts';
import { recomputeCompanyCounters } from '../../services/companies/counters.ts';
import { companyReviewOrder } from '../../services/reviews/companyReviewOrder.ts';
import { useTestDatabase } from '../../test/database.ts';
import { buildCompany, buildReview } from '../../test/factories.ts';
import { useTestServer } from '../../test/testServer.ts';

interface Item {
  id: number;
  title: string;
  rating: number | null;
  type: string;
  upvotes: number;
  claps: number;
}

const MINUTE = 60_000;

describe('a company review list: filters, sorts and the rating picture (issue 14)', () => {
  const db = useTestDatabase();
  const server = useTestServer(db);
  const client = () => server().client();

  /** Every page of a list, two at a time, following X-Next-Cursor. */
  async function walk(base: string, query: string): Promise<string[]> {
    const seen: string[] = [];
    let url = `${base}?limit=2&${query}`;
    for (let pages = 0; pages < 20; pages++) {
      const response = await client().get<Item[]>(url);
      expect(response.status, response.text).toBe(200);
      seen.push(...response.body.map((r) => r.title));
      const cursor = response.headers.get('x-next-cursor');
      if (!cursor) return seen;
      url = `${base}?limit=2&${query}&before=${cursor}`;
    }
    throw new Error('too many pages');
  }

  // Titles say what the item is; `at` is minutes ago (larger = older).
  async function buildMixedCompany(): Promise<Company> {
    const company = await buildCompany(db().knex);
    const t = Date.now();
    const items = [
      { title: 'r5-new', rating: 5, at: 1, upvotes: 0, claps: 0 },
      { title: 'r5-old', rating: 5, at: 9, upvotes: 1, claps: 0 },
      { title: 'r4', rating: 4, at: 3, upvotes: 5, claps: 2 },
      { title: 'r2', rating: 2, at: 4, upvotes: 1, claps: 0 },
      { title: 'c1', rating: 1, at: 5, type: 'complaint' as const, upvotes: 0, claps: 3 },
      { title: 'm', rating: null, at: 2, type: 'comment' as const, upvotes: 9, claps: 0 },
      { title: 'r3', rating: 3, at: 6, upvotes: 1, claps: 0 },
    ];
    for (const { at, ...item } of items) {
      await buildReview(db().knex, company, { ...item, createdAt: new Date(t - at * MINUTE) });
    }
    return company;
  }

  it('answers 400 for a bad sort, stars or type, and for a cursor of another sort', async () => {
    const company = await buildMixedCompany();
    const base = `/api/companies/domain/${company.domain}/reviews`;
    const cases: Array<[string, string]> = [
      ['sort=best', 'sort: must be recent, helpful, highest or lowest'],
      ['stars=6', 'stars: must be a whole number from 1 to 5'],
      ['stars=0', 'stars: must be a whole number from 1 to 5'],
      ['stars=2.5', 'stars: must be a whole number from 1 to 5'],
      ['stars=x', 'stars: must be a number'],
      ['type=rant', 'type: must be review, complaint or comment'],
    ];
    for (const [query, message] of cases) {
      const response = await client().get(`${base}?${query}`);
      expect(response.status, query).toBe(400);
      expect(response.body).toMatchObject({ message });
    }
    const recent = await client().get(`${base}?limit=2`);
    const recentCursor = recent.headers.get('x-next-cursor');
    const helpful = await client().get(`${base}?limit=2&sort=helpful`);
    const helpfulCursor = helpful.headers.get('x-next-cursor');
    const mixed1 = await client().get(`${base}?limit=2&sort=helpful&before=${recentCursor}`);
    expect(mixed1.status).toBe(400);
    expect(mixed1.body).toEqual({ message: 'before: does not match the sort' });
    const mixed2 = await client().get(`${base}?limit=2&before=${helpfulCursor}`);
    expect(mixed2.status).toBe(400);
  });

  it('pages every sort in its order, ties broken by newest then id', async () => {
    const company = await buildMixedCompany();
    const base = `/api/companies/domain/${company.domain}/reviews`;
    expect(await walk(base, 'sort=recent')).toEqual([
      'r5-new',
      'm',
      'r4',
      'r2',
      'c1',
      'r3',
      'r5-old',
    ]);
    // upvotes + claps: m 9, r4 7, c1 3, then the 1s newest first, then 0.
    expect(await walk(base, 'sort=helpful')).toEqual([
      'm',
      'r4',
      'c1',
      'r2',
      'r3',
      'r5-old',
      'r5-new',
    ]);
    // Comments have no rating: last in both directions.
    expect(await walk(base, 'sort=highest')).toEqual([
      'r5-new',
      'r5-old',
      'r4',
      'r3',
      'r2',
      'c1',
      'm',
    ]);
    expect(await walk(base, 'sort=lowest')).toEqual([
      'c1',
      'r2',
      'r3',
      'r4',
      'r5-new',
      'r5-old',
      'm',
    ]);
  });

  it('filters by stars and by type, combined with any sort', async () => {
    const company = await buildMixedCompany();
    const base = `/api/companies/domain/${company.domain}/reviews`;
    expect(await walk(base, 'stars=5')).toEqual(['r5-new', 'r5-old']);
    expect(await walk(base, 'stars=5&sort=lowest')).toEqual(['r5-new', 'r5-old']);
    expect(await walk(base, 'stars=5&sort=helpful')).toEqual(['r5-old', 'r5-new']);
    // The distribution's 1-star row lists 1-star reviews: a complaint is not a star rating.
    expect(await walk(base, 'stars=1')).toEqual([]);
    expect(await walk(base, 'type=comment')).toEqual(['m']);
    expect(await walk(base, 'type=complaint&sort=highest')).toEqual(['c1']);
    expect(await walk(base, 'type=review&sort=lowest')).toEqual([
      'r2',
      'r3',
      'r4',
      'r5-new',
      'r5-old',
    ]);
    expect(await walk(base, 'type=comment&stars=3')).toEqual([]);
  });

  it("serves the company's star distribution, kept with its counters", async () => {
    const company = await buildMixedCompany();
    const profile = await client().get<CompanyProfile>(`/api/companies/domain/${company.domain}`);
    expect(profile.body.ratingDistribution).toEqual([
      { stars: 5, count: 2 },
      { stars: 4, count: 1 },
      { stars: 3, count: 1 },
      { stars: 2, count: 1 },
      // The complaint (stored as 1) is counted apart, as its card shows no stars.
      { stars: 1, count: 0 },
    ]);
    expect(profile.body.totalComplaints).toBe(1);
    // The incremental counters equal a full recount.
    const before = await db().knex('companies').where('id', company.id).first();
    await recomputeCompanyCounters(db().knex, [company.id]);
    const after = await db().knex('companies').where('id', company.id).first();
    for (const column of ['oneStarCount', 'twoStarCount', 'fiveStarCount']) {
      expect(after[column], column).toBe(before[column]);
    }
  });

  it('walks an index for each sort and filter, never a sort of the whole company', async () => {
    const company = await buildMixedCompany();
    const { knex } = db();
    await knex.transaction(async (trx) => {
      // A handful of rows would make a sequential scan cheaper; the point is which index fits.
      await trx.raw('set local enable_seqscan = off');
      await trx.raw('set local enable_sort = off');
      // Each sort's own order, as the list statement writes it (its table, key and ties).
      for (const sort of COMPANY_REVIEW_SORTS) {
        const order = companyReviewOrder({ sort }, undefined);
        const sql = `explain select reviews.id from ${order.from.text} where ${order.companyId.text} = ? and reviews.status = 'published' order by ${order.orderBy.text} limit 11`;
        const plan = JSON.stringify((await trx.raw(sql, [company.id])).rows);
        expect(plan, sort).toMatch(/Index (Only )?Scan/);
        expect(plan, sort).not.toMatch(/"QUERY PLAN":"\s*(->\s*)?Sort/);
        expect(plan, sort).not.toContain('Sort Key');
      }
      for (const where of ['rating = 4', "type = 'comment'"]) {
        const sql = `explain select id from reviews where company_id = ? and status = 'published' and ${where} order by created_at desc, id desc limit 11`;
        const plan = JSON.stringify((await trx.raw(sql, [company.id])).rows);
        expect(plan, where).not.toContain('Sort Key');
      }
    });
  });
});
