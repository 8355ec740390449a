import { describe, expect, it } from 'vitest';
import { Company } from '../../models/Company.ts';
import { Review } from '../../models/Review.ts';
import { countRows } from '../../test/count.ts';
import { useTestDatabase } from '../../test/database.ts';
import { buildCounterDelta } from '../../test/factories.ts';
import { applyCounterDeltas, applyReviewToCounters, recomputeCompanyCounters } from './counters.ts';
import { averageRating, TRUST, trustScore } from './trustScore.ts';

const DAY = 24 * 60 * 60 * 1000;

describe('trustScore', () => {
  const now = new Date('2026-11-21T00:00:00Z');

  it('is null with no star ratings: the prior alone is no evidence', () => {
    expect(trustScore({ trustWeightSum: 0, trustRatingSum: 0, ratingCount: 0 }, now)).toBeNull();
  });

  it('pulls a handful of ratings towards the prior, many ratings towards their mean', () => {
    const sums = (n: number, rating: number) => {
      const w = 2 ** ((now.getTime() - TRUST.epoch) / (180 * DAY));
      return { trustWeightSum: n * w, trustRatingSum: n * w * rating, ratingCount: n };
    };
    expect(trustScore(sums(1, 5), now)).toBeCloseTo((7 * 3.5 + 5) / 8, 10);
    expect(trustScore(sums(1000, 5), now)).toBeGreaterThan(4.98);
  });

  it('halves the weight of a rating every 180 days', () => {
    const weightAt = (daysAgo: number) => {
      const w = 2 ** ((now.getTime() - daysAgo * DAY - TRUST.epoch) / (180 * DAY));
      const f = 2 ** (-(now.getTime() - TRUST.epoch) / (180 * DAY));
      return w * f;
    };
    expect(weightAt(0)).toBeCloseTo(1, 10);
    expect(weightAt(180)).toBeCloseTo(0.5, 10);
    expect(weightAt(360)).toBeCloseTo(0.25, 10);
  });

  it('averages only rated items', () => {
    expect(averageRating({ ratingSum: 9, ratingCount: 2 })).toBe(4.5);
    expect(averageRating({ ratingSum: 0, ratingCount: 0 })).toBeNull();
  });
});

describe('company counters', () => {
  const db = useTestDatabase();

  it('incremental updates equal a full recount', async () => {
    const knex = db().knex;
    const company = await Company.query(knex).insertAndFetch({ domain: 'count.com', name: 'C' });
    const items = [
      { rating: 5, type: 'review' as const, createdAt: new Date(Date.now() - 400 * DAY) },
      { rating: 4, type: 'review' as const, createdAt: new Date(Date.now() - 10 * DAY) },
      { rating: 1, type: 'complaint' as const, createdAt: new Date() },
      { rating: null, type: 'comment' as const, createdAt: new Date() },
    ];
    const stored: Review[] = [];
    for (const item of items) {
      stored.push(
        await Review.query(knex).insertAndFetch({
          companyId: company.id,
          title: 't',
          content: 'c',
          isComplaint: item.type === 'complaint',
          upvotes: 2,
          claps: 1,
          ...item,
        }),
      );
      await applyReviewToCounters(knex, { companyId: company.id, ...item }, 1);
    }
    // Votes are counted by the vote service; set them as it would have.
    await Company.query(knex).findById(company.id).patch({ upvoteCount: 8, clapCount: 4 });

    // Delete one: its rating and the votes it had go with it.
    const gone = stored[1]!;
    await Review.query(knex).deleteById(gone.id);
    await applyReviewToCounters(knex, { ...gone, companyId: company.id }, -1);

    const incremental = await Company.query(knex).findById(company.id);
    await recomputeCompanyCounters(knex, [company.id]);
    const recounted = await Company.query(knex).findById(company.id);

    // A complaint is counted as a complaint, not as a 1-star rating (starCounts.ts).
    expect(incremental).toMatchObject({
      reviewCount: 3,
      ratingCount: 1,
      ratingSum: 5,
      oneStarCount: 0,
      fiveStarCount: 1,
      complaintCount: 1,
      upvoteCount: 6,
      clapCount: 3,
    });
    for (const key of [
      'reviewCount',
      'ratingCount',
      'ratingSum',
      'complaintCount',
      'oneStarCount',
      'fiveStarCount',
      'upvoteCount',
      'clapCount',
    ] as const) {
      expect(recounted?.[key]).toBe(incremental?.[key]);
    }
    expect(recounted!.trustWeightSum).toBeCloseTo(incremental!.trustWeightSum, 6);
    expect(recounted!.trustRatingSum).toBeCloseTo(incremental!.trustRatingSum, 6);
    expect(averageRating(recounted!)).toBe(5);
  });

  it('recounts every company when no ids are given, zeroing those without reviews', async () => {
    const knex = db().knex;
    const empty = await Company.query(knex).insertAndFetch({
      domain: 'empty.com',
      name: 'E',
      reviewCount: 5,
    });
    await recomputeCompanyCounters(knex);
    expect((await Company.query(knex).findById(empty.id))?.reviewCount).toBe(0);
  });

  describe('counter deltas (what an import adds, folded in later)', () => {
    /** `reviews` rated reviews, `fiveStars` of them five stars (the rest count no star). */
    const delta = (companyId: number, reviews: number, fiveStars: number) =>
      buildCounterDelta(db().knex, companyId, {
        review_count: reviews,
        rating_count: reviews,
        rating_sum: 5 * fiveStars,
        five_star_count: fiveStars,
      });

    it('adds each pending delta once, summed per company, and leaves none pending', async () => {
      const knex = db().knex;
      const a = await Company.query(knex).insertAndFetch({ domain: 'delta-a.com', name: 'A' });
      const b = await Company.query(knex).insertAndFetch({ domain: 'delta-b.com', name: 'B' });
      await delta(a.id, 2, 2);
      await delta(a.id, 3, 3);
      await delta(b.id, 1, 1);
      // Two processes at once (two connections on PostgreSQL): the rows go to one of them.
      await Promise.all([applyCounterDeltas(knex), applyCounterDeltas(knex)]);
      const [afterA, afterB] = await Promise.all([
        Company.query(knex).findById(a.id),
        Company.query(knex).findById(b.id),
      ]);
      expect(afterA).toMatchObject({ reviewCount: 5, ratingSum: 25, fiveStarCount: 5 });
      expect(afterB).toMatchObject({ reviewCount: 1, ratingSum: 5, fiveStarCount: 1 });
      expect(await countRows(knex, 'company_counter_deltas')).toBe(0);
      await applyCounterDeltas(knex);
      expect((await Company.query(knex).findById(a.id))?.reviewCount).toBe(5);
    });

    it('drops a delta of a company deleted meanwhile', async () => {
      const knex = db().knex;
      const gone = await Company.query(knex).insertAndFetch({
        domain: 'delta-gone.com',
        name: 'G',
      });
      await delta(gone.id, 1, 1);
      await Company.query(knex).deleteById(gone.id);
      await applyCounterDeltas(knex);
      expect(await countRows(knex, 'company_counter_deltas')).toBe(0);
    });

    it("a recount takes the recounted companies' deltas with it (their reviews are counted)", async () => {
      const knex = db().knex;
      const company = await Company.query(knex).insertAndFetch({
        domain: 'delta-r.com',
        name: 'R',
      });
      const other = await Company.query(knex).insertAndFetch({ domain: 'delta-o.com', name: 'O' });
      await Review.query(knex).insert({
        companyId: company.id,
        title: 't',
        content: 'c',
        rating: 5,
      });
      await delta(company.id, 1, 1);
      await delta(other.id, 1, 1);
      await recomputeCompanyCounters(knex, [company.id]);
      await applyCounterDeltas(knex);
      expect((await Company.query(knex).findById(company.id))?.reviewCount).toBe(1);
      // Another company's delta was not the recount's to take.
      expect((await Company.query(knex).findById(other.id))?.reviewCount).toBe(1);
    });
  });
});
