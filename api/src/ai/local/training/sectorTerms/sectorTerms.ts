import type { Language } from '../lexicon.ts';
import { LANGUAGES } from '../lexicon.ts';
import { SECTOR_TERMS_A } from './sectorTermsA.ts';
import { SECTOR_TERMS_B } from './sectorTermsB.ts';
import { SECTOR_TERMS_C } from './sectorTermsC.ts';
import { SECTOR_TERMS_D } from './sectorTermsD.ts';

const SECTOR_TERMS: Readonly<Record<string, readonly string[]>> = {
  ...SECTOR_TERMS_A,
  ...SECTOR_TERMS_B,
  ...SECTOR_TERMS_C,
  ...SECTOR_TERMS_D,
};

/** Subcategories with sector words (every subcategory of the catalogue; a test checks it). */
export const SECTOR_SUBCATEGORIES: readonly string[] = Object.keys(SECTOR_TERMS);

/** The words a business of `subcategory` uses in `language` (training only). */
export function sectorTerms(subcategory: string, language: Language): string[] {
  const row = SECTOR_TERMS[subcategory];
  if (!row) throw new Error(`No sector words for ${subcategory}`);
  return (row[LANGUAGES.indexOf(language)] ?? '')
    .split(';')
    .map((term) => term.trim())
    .filter(Boolean);
}
