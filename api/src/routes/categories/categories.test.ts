import { describe, expect, it } from 'vitest';
import { ALL_SUBCATEGORIES } from '#shared/catalogue/catalogue';
import { Company } from '../../models/Company.ts';
import { presentCompanySummary } from '../../presenters/company.ts';
import { useTestDatabase } from '../../test/database.ts';
import { buildCompany, buildReview } from '../../test/factories.ts';
import { useTestServer } from '../../test/testServer.ts';

describe('categories', () => {
  const db = useTestDatabase();
  const server = useTestServer(db);
  const client = () => server().client();

  describe('GET /api/categories/counts', () => {
    it('maps every catalogue subcategory name to its number of companies', async () => {
      const category = 'Electronics & Technology';
      await buildCompany(db().knex, { category, subcategory: 'Internet & Software' });
      await buildCompany(db().knex, { category, subcategory: 'Internet & Software' });
      await buildCompany(db().knex, { category, subcategory: 'Audio & Visual' });
      await buildCompany(db().knex, { subcategory: 'Not In The Catalogue' });
      const response = await client().get<Record<string, number>>('/api/categories/counts');
      expect(response.status).toBe(200);
      expect(Object.keys(response.body)).toHaveLength(ALL_SUBCATEGORIES.length);
      expect(response.body['Internet & Software']).toBe(2);
      expect(response.body['Audio & Visual']).toBe(1);
      expect(response.body['Pet Stores']).toBe(0);
      expect(response.body['Not In The Catalogue']).toBeUndefined();
    });
  });

  describe('GET /api/categories/{slug}/companies', () => {
    it('answers 400 for a bad page and 404 for an unknown slug', async () => {
      expect((await client().get('/api/categories/pet-stores/companies?limit=0')).status).toBe(400);
      const response = await client().get('/api/categories/no-such-thing/companies');
      expect(response.status).toBe(404);
      expect(response.body).toEqual({ message: 'Category not found' });
    });

    it('lists a subcategory ranked by trust score, paginated with X-Total-Count', async () => {
      const at = { category: 'Animals & Pets', subcategory: 'Pet Stores' };
      const plain = await buildCompany(db().knex, at);
      const loved = await buildCompany(db().knex, at);
      for (let i = 0; i < 3; i++) await buildReview(db().knex, loved, { rating: 5 });
      const hated = await buildCompany(db().knex, at);
      for (let i = 0; i < 3; i++) await buildReview(db().knex, hated, { rating: 1 });
      await buildCompany(db().knex, { category: 'Animals & Pets', subcategory: 'Cats & Dogs' });

      const response = await client().get<
        Array<{ id: number; averageRating: number | null; totalReviews: number }>
      >('/api/categories/pet-stores/companies');
      expect(response.status).toBe(200);
      expect(response.headers.get('x-total-count')).toBe('3');
      // Unrated ("Not yet rated") lists after every rated company, even a badly rated one.
      expect(response.body.map((c) => c.id)).toEqual([loved.id, hated.id, plain.id]);
      expect(response.body[0]).toMatchObject({ averageRating: 5, totalReviews: 3 });
      expect(response.body[2]).toMatchObject({
        averageRating: null,
        totalReviews: 0,
        trustScore: null,
      });
      // Read with the card's columns only, the answer is what the whole row would give.
      const whole = await Company.query(db().knex).findById(loved.id);
      const summary = presentCompanySummary(whole!);
      // The score decays with time: read a moment apart, it differs in the 9th decimal.
      expect(response.body[0]).toEqual({
        ...summary,
        trustScore: expect.closeTo(summary.trustScore!, 6),
      });

      const second = await client().get<Array<{ id: number }>>(
        '/api/categories/pet-stores/companies?limit=1&offset=1',
      );
      expect(second.body.map((c) => c.id)).toEqual([hated.id]);
      expect(second.headers.get('x-total-count')).toBe('3');
      // Past the end: no rows to carry the total, which is asked on its own.
      const past = await client().get('/api/categories/pet-stores/companies?offset=10');
      expect(past.body).toEqual([]);
      expect(past.headers.get('x-total-count')).toBe('3');
      const cats = ALL_SUBCATEGORIES.find((sub) => sub.name === 'Cats & Dogs')!.slug;
      const empty = await client().get(`/api/categories/${cats}/companies?offset=10`);
      expect(empty.status).toBe(200);
      expect(empty.headers.get('x-total-count')).toBe('1');
    });

    it('lists every subcategory of a main category slug', async () => {
      const response = await client().get<Array<{ subcategory: string }>>(
        '/api/categories/animals-and-pets/companies',
      );
      expect(response.headers.get('x-total-count')).toBe('4');
      expect(new Set(response.body.map((c) => c.subcategory))).toEqual(
        new Set(['Pet Stores', 'Cats & Dogs']),
      );
    });
  });
});
