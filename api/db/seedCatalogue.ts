import type { Knex } from 'knex';
import { CATALOGUE } from '#shared/catalogue/catalogue';

/**
 * Writes the shared catalogue into `categories` and `subcategories`. Idempotent: runs at every
 * start-up, inserting what is new and updating names and positions, in one transaction. A
 * database that already holds this catalogue is only read (one statement): rewriting every row
 * at each restart cost time and left dead rows behind.
 */
export async function seedCatalogue(knex: Knex): Promise<void> {
  if (await holdsCatalogue(knex)) return;
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

/** The catalogue as stored, in the order `CATALOGUE` lists it, compared with the shared one. */
async function holdsCatalogue(knex: Knex): Promise<boolean> {
  const { rows } = (await knex.raw(
    `select c.slug, c.name, c.position, coalesce(json_agg(json_build_array(s.slug, s.name, s.position)
       order by s.position) filter (where s.id is not null), '[]') as subcategories
     from categories c left join subcategories s on s.category_id = c.id
     group by c.id order by c.position`,
  )) as {
    rows: Array<{ slug: string; name: string; position: number; subcategories: unknown[] }>;
  };
  const stored = rows.map((row) => [row.slug, row.name, row.position, row.subcategories]);
  const wanted = CATALOGUE.map((category, position) => [
    category.slug,
    category.name,
    position,
    category.subcategories.map((sub, subPosition) => [sub.slug, sub.name, subPosition]),
  ]);
  return JSON.stringify(stored) === JSON.stringify(wanted);
}
