import { describe, expect, it } from 'vitest';
import { Award } from '../../models/Award.ts';
import type { Company } from '../../models/Company.ts';
import { cliContext } from '../../test/actorContexts.ts';
import { useTestDatabase } from '../../test/database.ts';
import { buildCompany, buildReview } from '../../test/factories.ts';
import { computeAwards } from './computeAwards.ts';
import { computeDueAwards } from './computeDueAwards.ts';

const Q3 = { year: 2026, quarter: 3 };
const inQ3 = (day: number) => new Date(Date.UTC(2026, 6, day, 12));

describe('computeAwards', () => {
  const db = useTestDatabase();
  const ctx = () => cliContext(db());

  async function companyWith(
    category: string,
    ratings: number[],
    at: (i: number) => Date = (i) => inQ3(1 + i),
  ): Promise<Company> {
    const company = await buildCompany(db().knex, { category });
    for (const [i, rating] of ratings.entries()) {
      await buildReview(db().knex, company, { rating, createdAt: at(i) });
    }
    return company;
  }

  const winnersOf = async (year: number, quarter: string) =>
    (
      await Award.query(db().knex)
        .where({ year, quarter })
        .withGraphJoined('category')
        .orderBy([
          { column: 'category.name', order: 'asc' },
          { column: 'awards.position', order: 'asc' },
        ])
    ).map((a) => ({ company: a.companyId, category: a.category?.name, position: a.position }));

  it('ranks the top 3 per main category by trust score among companies with enough ratings averaging 4.0', async () => {
    await db().knex('awards').delete();
    const it1 = 'Business Services';
    const a = await companyWith(it1, [5, 5, 5, 5, 5, 5]);
    const b = await companyWith(it1, [5, 5, 5, 5, 4]);
    const c = await companyWith(it1, [4, 4, 4, 4, 4, 4, 4, 4]); // exactly 4.0: qualifies
    await companyWith(it1, [4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 3]); // 3.92: under the minimum
    await companyWith(it1, [5, 5, 5, 5]); // too few ratings in the quarter
    // Four 5s and a complaint: a complaint is not a star rating, so still too few ratings.
    const withComplaint = await companyWith(it1, [5, 5, 5, 5]);
    await buildReview(db().knex, withComplaint, { type: 'complaint', createdAt: inQ3(20) });
    // Plenty of 5s, but in Q2: they do not count for Q3.
    await companyWith(it1, [5, 5, 5, 5, 5, 5], (i) => new Date(Date.UTC(2026, 5, 1 + i)));
    const e = await companyWith('Health & Medical', [4, 5, 4, 5, 4]);
    // The only candidate of its category, with plenty of ratings, but rated 2.2: no award.
    await companyWith('Vehicles & Transportation', [1, 2, 3, 2, 3, 2]);
    await buildCompany(db().knex, { category: null });

    const result = await computeAwards(ctx(), Q3);
    expect(result).toEqual({
      quarter: '2026Q3',
      minReviews: 5,
      minAverage: 4,
      winners: 4,
      categories: 2,
    });
    expect(await winnersOf(2026, 'Q3')).toEqual([
      { company: a.id, category: it1, position: 1 },
      { company: b.id, category: it1, position: 2 },
      { company: c.id, category: it1, position: 3 },
      { company: e.id, category: 'Health & Medical', position: 1 },
    ]);
    const first = await Award.query(db().knex).findOne({ companyId: a.id, year: 2026 });
    expect(first).toMatchObject({ averageRating: 5, reviewCount: 6 });
    // The trust formula at the quarter's end: prior 7 × 3.5, weights decaying from Oct 1.
    expect(first!.trustScore).toBeGreaterThan(3.5);
    expect(first!.trustScore).toBeLessThan(5);
  });

  it('is idempotent, follows the minimum setting, and breaks ties by ratings count then id', async () => {
    await db().knex('awards').delete();
    await db().knex('companies').delete();
    const category = 'Travel & Vacation';
    // Same ratings on the same days: same score, same count, same average: the lower id wins.
    const x = await companyWith(category, [5, 5, 5]);
    const y = await companyWith(category, [5, 5, 5]);
    await db()
      .knex('settings')
      .insert({ key: 'awardMinReviews', value: JSON.stringify(3) });
    try {
      await computeAwards(ctx(), Q3);
      const once = await winnersOf(2026, 'Q3');
      await computeAwards(ctx(), Q3);
      expect(await winnersOf(2026, 'Q3')).toEqual(once);
      expect(once).toEqual([
        { company: x.id, category, position: 1 },
        { company: y.id, category, position: 2 },
      ]);
      const quarters = await db().knex('award_quarters').where({ year: 2026, quarter: 3 });
      expect(quarters).toEqual([expect.objectContaining({ minReviews: 3, winnerCount: 2 })]);
    } finally {
      await db().knex('settings').where({ key: 'awardMinReviews' }).delete();
    }
    // Back to 5: nobody qualifies any more, and the recompute says so.
    await computeAwards(ctx(), Q3);
    expect(await winnersOf(2026, 'Q3')).toEqual([]);
  });

  it('follows the minimum average setting and records it with the quarter', async () => {
    await db().knex('awards').delete();
    await db().knex('companies').delete();
    const category = 'Legal Services & Government';
    const high = await companyWith(category, [5, 5, 4, 5, 5]); // 4.8
    await companyWith(category, [4, 4, 5, 4, 4]); // 4.2
    await db()
      .knex('settings')
      .insert({ key: 'awardMinAverage', value: JSON.stringify(4.5) });
    try {
      expect(await computeAwards(ctx(), Q3)).toMatchObject({ minAverage: 4.5, winners: 1 });
      expect(await winnersOf(2026, 'Q3')).toEqual([{ company: high.id, category, position: 1 }]);
      const [quarter] = await db().knex('award_quarters').where({ year: 2026, quarter: 3 });
      expect(quarter).toMatchObject({ minAverage: 4.5, winnerCount: 1 });
    } finally {
      await db().knex('settings').where({ key: 'awardMinAverage' }).delete();
    }
  });

  it('refuses a quarter that has not started', async () => {
    await expect(computeAwards(ctx(), { year: 2999, quarter: 1 })).rejects.toMatchObject({
      status: 400,
      message: '2999Q1 has not started yet',
    });
  });

  it('computes the last ended quarter once it is due, then not again', async () => {
    const now = new Date('2026-10-02T00:00:00Z');
    await db().knex('award_quarters').where({ year: 2026, quarter: 3 }).delete();
    expect(await computeDueAwards(ctx(), now)).toMatchObject({ quarter: '2026Q3' });
    expect(await computeDueAwards(ctx(), now)).toBeUndefined();
    // Computed during the quarter (partial data): computed again once it has ended.
    await db()
      .knex('award_quarters')
      .where({ year: 2026, quarter: 3 })
      .update({ computedAt: new Date('2026-09-15T00:00:00Z') });
    expect(await computeDueAwards(ctx(), now)).toMatchObject({ quarter: '2026Q3' });
  });

  it('computes again, by the current rule, a quarter computed before the minimum average', async () => {
    await db().knex('awards').delete();
    await db().knex('companies').delete();
    await db().knex('award_quarters').delete();
    const poor = await companyWith('Education & Training', [2, 2, 2, 2, 2]);
    const now = new Date('2026-10-02T00:00:00Z');
    await computeAwards(ctx(), { year: 2026, quarter: 2 });
    expect(await computeDueAwards(ctx(), now)).toMatchObject({ quarter: '2026Q3', winners: 0 });
    // As an older version left it: the 2.0 company first, and no minimum average recorded.
    const [category] = await db()
      .knex('categories')
      .where({ name: 'Education & Training' })
      .select('id');
    await db().knex('awards').insert({
      companyId: poor.id,
      categoryId: category.id,
      awardType: 'category_winner',
      position: 1,
      quarter: 'Q3',
      year: 2026,
      averageRating: 2,
      reviewCount: 5,
    });
    await db()
      .knex('award_quarters')
      .where({ year: 2026, quarter: 3 })
      .update({ minAverage: null, winnerCount: 1 });

    expect(await computeDueAwards(ctx(), now)).toBeUndefined();
    expect(await winnersOf(2026, 'Q3')).toEqual([]);
    const quarters = await db()
      .knex('award_quarters')
      .orderBy('quarter')
      .select('quarter', 'minAverage', 'winnerCount');
    expect(quarters).toEqual([
      { quarter: 2, minAverage: 4, winnerCount: 0 },
      { quarter: 3, minAverage: 4, winnerCount: 0 },
    ]);
  });
});
