import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { Company } from '../../models/Company.ts';
import { countRows } from '../../test/count.ts';
import { useTestDatabase } from '../../test/database.ts';
import { buildCounterDelta } from '../../test/factories.ts';
import { startHousekeeping } from './startHousekeeping.ts';

describe('startHousekeeping', () => {
  const db = useTestDatabase();

  it('folds in the counter deltas an interrupted import left', async () => {
    const knex = db().knex;
    const company = await Company.query(knex).insertAndFetch({ domain: 'left.com', name: 'L' });
    // What a batch writes with its reviews, left behind by a process killed before folding it.
    await buildCounterDelta(knex, company.id, {
      review_count: 2,
      rating_count: 2,
      rating_sum: 7,
      three_star_count: 1,
      four_star_count: 1,
    });
    const housekeeping = startHousekeeping(knex, pino({ level: 'silent' }), { firstRunMs: 0 });
    try {
      await expect
        .poll(async () => (await Company.query(knex).findById(company.id))?.reviewCount)
        .toBe(2);
    } finally {
      await housekeeping.stop();
    }
    expect(await Company.query(knex).findById(company.id)).toMatchObject({
      ratingSum: 7,
      threeStarCount: 1,
      fourStarCount: 1,
    });
    expect(await countRows(knex, 'company_counter_deltas')).toBe(0);
  });
});
