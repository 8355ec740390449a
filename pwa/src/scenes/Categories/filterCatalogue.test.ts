import { describe, expect, it } from 'vitest';
import { CATALOGUE } from '#shared/catalogue/catalogue';
import { filterCatalogue } from './filterCatalogue.ts';

describe('filterCatalogue', () => {
  it('keeps everything for an empty search', () => {
    expect(filterCatalogue(CATALOGUE, '  ')).toHaveLength(22);
  });

  it('keeps a whole section when its name matches', () => {
    const [sports] = filterCatalogue(CATALOGUE, 'sports');
    expect(sports?.name).toBe('Sports');
    expect(sports?.subcategories.length).toBe(
      CATALOGUE.find((c) => c.name === 'Sports')?.subcategories.length,
    );
  });

  it('keeps only the matching subcategories of other sections, case-insensitively', () => {
    const result = filterCatalogue(CATALOGUE, 'SOFTWARE');
    expect(result.map((c) => c.name)).toEqual(['Electronics & Technology']);
    expect(result[0]?.subcategories.map((s) => s.name)).toEqual(['Internet & Software']);
  });

  it('is empty when nothing matches', () => {
    expect(filterCatalogue(CATALOGUE, 'xyzzy')).toEqual([]);
  });
});
