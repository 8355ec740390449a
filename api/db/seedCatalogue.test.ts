import { describe, expect, it } from 'vitest';
import { SUBCATEGORY_COUNT } from '#shared/catalogue/catalogue';
import { countRows } from '../src/test/count.ts';
import { useTestDatabase } from '../src/test/database.ts';
import { seedCatalogue } from './seedCatalogue.ts';

describe('seedCatalogue', () => {
  const db = useTestDatabase();

  it('stores the 22 groups and every subcategory of the shared catalogue', async () => {
    expect(await countRows(db().knex, 'categories')).toBe(22);
    expect(await countRows(db().knex, 'subcategories')).toBe(SUBCATEGORY_COUNT);
    const children = await db()
      .knex('subcategories')
      .join('categories', 'categories.id', 'subcategories.categoryId')
      .where('subcategories.slug', 'childrens-entertainment')
      .first('subcategories.name', 'categories.slug as categorySlug');
    expect(children).toEqual({
      name: "Children's Entertainment",
      categorySlug: 'events-and-entertainment',
    });
  });

  it('is idempotent, and repairs an edited row', async () => {
    await db().knex('subcategories').where({ slug: 'hotels' }).update({ name: 'Motels' });
    await seedCatalogue(db().knex);
    await seedCatalogue(db().knex);
    expect(await countRows(db().knex, 'subcategories')).toBe(SUBCATEGORY_COUNT);
    const hotels = await db().knex('subcategories').where({ slug: 'hotels' }).first();
    expect(hotels.name).toBe('Hotels');
  });
});
