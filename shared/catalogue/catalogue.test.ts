import { describe, expect, it } from 'vitest';
import {
  ALL_SUBCATEGORIES,
  CATALOGUE,
  displayNameForSlug,
  findBySlug,
  findSubcategoryByName,
  MAIN_CATEGORY_COUNT,
  SUBCATEGORY_COUNT,
} from './catalogue.ts';
import { CATEGORY_DATA } from './categoryData.ts';
import { slugify, titleCaseSlug } from './slug.ts';

describe('slugify', () => {
  it.each([
    ['Food, Beverages & Tobacco', 'food-beverages-and-tobacco'],
    ["Children's Entertainment", 'childrens-entertainment'],
    ['Bat-and-ball Games', 'bat-and-ball-games'],
    ['Meat, Seafood & Eggs', 'meat-seafood-and-eggs'],
    ['HR & Recruiting', 'hr-and-recruiting'],
    ['Beauty & Well-being', 'beauty-and-well-being'],
    ['  Spaces   and -- dashes  ', 'spaces-and-dashes'],
    ['Café & Crème', 'café-and-crème'],
  ])('%s → %s', (name, slug) => {
    expect(slugify(name)).toBe(slug);
  });
});

describe('catalogue', () => {
  it('has the 22 main groups of the spec', () => {
    expect(MAIN_CATEGORY_COUNT).toBe(22);
    expect(CATALOGUE[0]?.name).toBe('Animals & Pets');
    expect(CATALOGUE[21]?.name).toBe('Vehicles & Transportation');
  });

  it('counts subcategories from the data, not from the copy', () => {
    const counted = CATEGORY_DATA.reduce((sum, group) => sum + group.subcategories.length, 0);
    expect(SUBCATEGORY_COUNT).toBe(counted);
    expect(SUBCATEGORY_COUNT).toBeGreaterThan(187);
  });

  it('gives every category and subcategory a clean slug, unique across both levels', () => {
    const slugs = [...CATALOGUE.map((c) => c.slug), ...ALL_SUBCATEGORIES.map((s) => s.slug)];
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const slug of slugs) expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it('has unique subcategory names, so a company row can name its subcategory alone', () => {
    const names = ALL_SUBCATEGORIES.map((s) => s.name);
    expect(new Set(names).size).toBe(names.length);
  });

  it('finds main categories and subcategories by slug', () => {
    expect(findBySlug('food-beverages-and-tobacco')).toMatchObject({
      kind: 'category',
      category: { name: 'Food, Beverages & Tobacco' },
    });
    expect(findBySlug('childrens-entertainment')).toMatchObject({
      kind: 'subcategory',
      category: { name: 'Events & Entertainment' },
      subcategory: { name: "Children's Entertainment" },
    });
    expect(findBySlug('no-such-slug')).toBeUndefined();
  });

  it('restores display names from the catalogue, title-casing only unknown slugs', () => {
    expect(displayNameForSlug('childrens-entertainment')).toBe("Children's Entertainment");
    expect(displayNameForSlug('bat-and-ball-games')).toBe('Bat-and-ball Games');
    expect(displayNameForSlug('meat-seafood-and-eggs')).toBe('Meat, Seafood & Eggs');
    expect(displayNameForSlug('quantum-widgets')).toBe('Quantum Widgets');
    expect(titleCaseSlug('internet-and-software')).toBe('Internet And Software');
  });

  it('links each subcategory to its group', () => {
    expect(findSubcategoryByName('Internet & Software')).toMatchObject({
      categoryName: 'Electronics & Technology',
      categorySlug: 'electronics-and-technology',
    });
  });
});
