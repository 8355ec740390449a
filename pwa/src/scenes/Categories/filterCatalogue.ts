import type { CatalogueCategory } from '#shared/catalogue/catalogue';

/**
 * The categories page filter: a section stays whole when its own name matches, otherwise it
 * keeps only the subcategories whose names match; sections with nothing left disappear.
 */
export function filterCatalogue(
  catalogue: readonly CatalogueCategory[],
  text: string,
): CatalogueCategory[] {
  const needle = text.trim().toLowerCase();
  if (!needle) return [...catalogue];
  return catalogue.flatMap((category) => {
    if (category.name.toLowerCase().includes(needle)) return [category];
    const subcategories = category.subcategories.filter((sub) =>
      sub.name.toLowerCase().includes(needle),
    );
    return subcategories.length > 0 ? [{ ...category, subcategories }] : [];
  });
}
