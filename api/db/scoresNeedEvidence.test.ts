import { describe, expect, it } from 'vitest';
import { useTestDatabase } from '../src/test/database.ts';
import { buildCompany, buildReview } from '../src/test/factories.ts';
import { migratorConfig } from './migrationSource.ts';

const NAME = '20261128030000_scores_need_evidence.ts';

/** The data that migration 20261128030000 changes, as the rules before it left it. */
describe('migration scores_need_evidence', () => {
  const db = useTestDatabase();

  it('recounts complaints out of the ratings, stores 0 for unrated, and drops winners under 4.0', async () => {
    const knex = db().knex;
    const rated = await buildCompany(knex, { category: 'Business Services' });
    await buildReview(knex, rated, { rating: 5 });
    await buildReview(knex, rated, { type: 'complaint' });
    const complainedOf = await buildCompany(knex, { category: 'Business Services' });
    await buildReview(knex, complainedOf, { type: 'complaint' });
    const unrated = await buildCompany(knex, { category: 'Business Services' });
    // Down recounts by the old rules: a complaint counted as a 1-star rating, unrated at 3.5.
    await knex.migrate.down({ ...migratorConfig, name: NAME });
    expect(await knex('companies').where('id', unrated.id).first()).toMatchObject({
      trustScore: 3.5,
    });
    expect(await knex('companies').where('id', complainedOf.id).first()).toMatchObject({
      ratingCount: 1,
      oneStarCount: 1,
    });
    const [category] = await knex('categories').where({ name: 'Business Services' }).select('id');
    const award = (companyId: number, position: number, averageRating: number) => ({
      companyId,
      categoryId: category.id,
      awardType: 'category_winner',
      position,
      quarter: 'Q3',
      year: 2026,
      averageRating,
      reviewCount: 5,
    });
    await knex('awards').insert([award(complainedOf.id, 1, 2.1), award(rated.id, 2, 4.2)]);
    await knex('award_quarters').insert({ year: 2026, quarter: 3, minReviews: 5, winnerCount: 2 });

    await knex.migrate.up({ ...migratorConfig, name: NAME });

    const companies = await knex('companies')
      .whereIn('id', [rated.id, complainedOf.id, unrated.id])
      .orderBy('id')
      .select('ratingCount', 'ratingSum', 'oneStarCount', 'complaintCount', 'trustScore');
    expect(companies[0]).toMatchObject({ ratingCount: 1, ratingSum: 5, oneStarCount: 0 });
    expect(companies[0].trustScore).toBeCloseTo((7 * 3.5 + 5) / 8, 6);
    expect(companies[1]).toEqual({
      ratingCount: 0,
      ratingSum: 0,
      oneStarCount: 0,
      complaintCount: 1,
      trustScore: 0,
    });
    expect(companies[2]).toMatchObject({ ratingCount: 0, trustScore: 0 });
    // The 2.1 winner is gone and the 4.2 one moves up; the quarter waits for a recompute.
    expect(await knex('awards').select('companyId', 'position')).toEqual([
      { companyId: rated.id, position: 1 },
    ]);
    expect(await knex('award_quarters').first('winnerCount', 'minAverage')).toEqual({
      winnerCount: 1,
      minAverage: null,
    });
  });
});
