import { CATEGORY_DATA } from './categoryData.ts';
import { slugify, titleCaseSlug } from './slug.ts';

export interface CatalogueSubcategory {
  readonly name: string;
  readonly slug: string;
  readonly categoryName: string;
  readonly categorySlug: string;
}

export interface CatalogueCategory {
  readonly name: string;
  readonly slug: string;
  readonly subcategories: readonly CatalogueSubcategory[];
}

export const CATALOGUE: readonly CatalogueCategory[] = CATEGORY_DATA.map((category) => {
  const slug = slugify(category.name);
  return {
    name: category.name,
    slug,
    subcategories: category.subcategories.map((name) => ({
      name,
      slug: slugify(name),
      categoryName: category.name,
      categorySlug: slug,
    })),
  };
});

export const ALL_SUBCATEGORIES: readonly CatalogueSubcategory[] = CATALOGUE.flatMap(
  (category) => category.subcategories,
);

export const MAIN_CATEGORY_COUNT = CATALOGUE.length;
export const SUBCATEGORY_COUNT = ALL_SUBCATEGORIES.length;

export type SlugMatch =
  | { kind: 'category'; category: CatalogueCategory }
  | { kind: 'subcategory'; category: CatalogueCategory; subcategory: CatalogueSubcategory };

const bySlug = new Map<string, SlugMatch>();
for (const category of CATALOGUE) {
  bySlug.set(category.slug, { kind: 'category', category });
  for (const subcategory of category.subcategories) {
    bySlug.set(subcategory.slug, { kind: 'subcategory', category, subcategory });
  }
}

const categoryByName = new Map(CATALOGUE.map((category) => [category.name, category]));
const subcategoryByName = new Map(ALL_SUBCATEGORIES.map((sub) => [sub.name, sub]));

/** Main categories and subcategories share one slug space (`/category/{slug}` serves both). */
export function findBySlug(slug: string): SlugMatch | undefined {
  return bySlug.get(slug);
}

export function findCategoryByName(name: string): CatalogueCategory | undefined {
  return categoryByName.get(name);
}

export function findSubcategoryByName(name: string): CatalogueSubcategory | undefined {
  return subcategoryByName.get(name);
}

/** The display name for a slug: the catalogue's own name, else the spec's title-case rule. */
export function displayNameForSlug(slug: string): string {
  const match = bySlug.get(slug);
  if (!match) return titleCaseSlug(slug);
  return match.kind === 'category' ? match.category.name : match.subcategory.name;
}
