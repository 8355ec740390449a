import type { Knex } from 'knex';
import { CATALOGUE } from '#shared/catalogue/catalogue';

/**
 * Writes the shared catalogue into `categories` and `subcategories`. Idempotent: runs at every
 * start-up, inserting what is new and updating names and positions, in one transaction.
 */
export async function seedCatalogue(knex: Knex): Promise<void> {
  await knex.transaction(async (trx) => {
    const categoryRows = CATALOGUE.map((category, position) => ({
      name: category.name,
      slug: category.slug,
      position,
    }));
    const categories: Array<{ id: number; slug: string }> = await trx('categories')
      .insert(categoryRows)
      .onConflict('slug')
      .merge(['name', 'position'])
      .returning(['id', 'slug']);
    const categoryIds = new Map(categories.map((row) => [row.slug, row.id]));

    const subcategoryRows = CATALOGUE.flatMap((category) =>
      category.subcategories.map((subcategory, position) => ({
        categoryId: categoryIds.get(category.slug),
        name: subcategory.name,
        slug: subcategory.slug,
        position,
      })),
    );
    await trx('subcategories')
      .insert(subcategoryRows)
      .onConflict('slug')
      .merge(['categoryId', 'name', 'position']);
  });
}
