import { describe, expect, it } from 'vitest';
import { findSubcategoryByName } from '#shared/catalogue/catalogue';
import { phrasesFor } from '../../local/training/lexicon.ts';
import { EVALUATION_SET, generatePages } from './generate.ts';

/** The phrase as whole words (`dierenarts` is not in `dierenartsenpraktijk`). */
const asWords = (phrase: string) =>
  new RegExp(`(?<![\\p{L}])${phrase.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\p{L}])`, 'iu');

describe('the generated evaluation set', () => {
  const pages = generatePages(EVALUATION_SET);
  const share = (predicate: (page: (typeof pages)[number]) => boolean) =>
    pages.filter(predicate).length / pages.length;

  it('is the same on every run (a fixed seed)', () => {
    const again = generatePages(EVALUATION_SET);
    expect(again.map((page) => page.html)).toEqual(pages.map((page) => page.html));
  });

  it('has the mix the issue asks for', () => {
    expect(pages.length).toBeGreaterThanOrEqual(400);
    expect(share((page) => page.language !== 'en')).toBeGreaterThanOrEqual(0.2);
    expect(new Set(pages.map((page) => page.language)).size).toBeGreaterThanOrEqual(7);
    expect(share((page) => page.kind === 'jsShell')).toBeGreaterThanOrEqual(0.15);
    expect(share((page) => page.kind === 'misleading')).toBeGreaterThanOrEqual(0.2);
    expect(share((page) => page.kind === 'boilerplate')).toBeGreaterThanOrEqual(0.15);
    expect(share((page) => page.kind === 'sayNothing')).toBeGreaterThanOrEqual(0.1);
    expect(share((page) => page.traps.length > 0)).toBeGreaterThanOrEqual(0.2);
    expect(share((page) => page.split === 'test')).toBeGreaterThanOrEqual(0.3);
  });

  it('labels only catalogue subcategories, and say-nothing pages as uncategorised', () => {
    for (const page of pages) {
      if (page.kind === 'sayNothing') expect(page.subcategory).toBeNull();
      else expect(findSubcategoryByName(page.subcategory ?? ''), page.domain).toBeDefined();
    }
  });

  it('writes the held-out phrases into test pages only', () => {
    const heldOut = (page: (typeof pages)[number]) => {
      if (!page.subcategory) return false;
      const all = phrasesFor(page.subcategory, page.language, 'test');
      const learnable = new Set(phrasesFor(page.subcategory, page.language, 'train'));
      return all.some((phrase) => !learnable.has(phrase) && asWords(phrase).test(page.html));
    };
    expect(pages.filter((page) => page.split === 'train').some(heldOut)).toBe(false);
    expect(pages.filter((page) => page.split === 'test').filter(heldOut).length).toBeGreaterThan(
      50,
    );
  });

  it('never labels a decoy as the company’s own value', () => {
    for (const page of pages) {
      expect(page.decoys.phones).not.toContain(page.contacts.phone);
      expect(page.decoys.emails).not.toContain(page.contacts.email);
      expect(page.decoys.years).not.toContain(page.contacts.founded);
    }
  });
});
