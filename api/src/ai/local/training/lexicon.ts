import { LEXICON_A } from './lexiconA.ts';
import { LEXICON_B } from './lexiconB.ts';
import { LEXICON_C } from './lexiconC.ts';
import { LEXICON_D } from './lexiconD.ts';

/** The languages the classifier is trained for, as ISO 639-1 codes, in the lexicon's order. */
export const LANGUAGES = ['en', 'de', 'fr', 'es', 'nl', 'it', 'pt'] as const;
export type Language = (typeof LANGUAGES)[number];

/** `train` pages may only use the learnable phrases; `test` pages also the held-out one. */
export type PhraseSplit = 'train' | 'test';

const LEXICON: Readonly<Record<string, readonly string[]>> = {
  ...LEXICON_A,
  ...LEXICON_B,
  ...LEXICON_C,
  ...LEXICON_D,
};

/** Subcategories that have phrases, in a stable order. */
export const LEXICON_SUBCATEGORIES: readonly string[] = Object.keys(LEXICON);

/**
 * What a company of `subcategory` says about itself in `language`. The last phrase of each list
 * is held out of training (see lexiconA.ts): `train` never returns it.
 */
export function phrasesFor(subcategory: string, language: Language, split: PhraseSplit): string[] {
  const row = LEXICON[subcategory];
  if (!row) throw new Error(`No phrases for ${subcategory}`);
  const phrases = (row[LANGUAGES.indexOf(language)] ?? '')
    .split(';')
    .map((phrase) => phrase.trim())
    .filter(Boolean);
  return split === 'train' ? phrases.slice(0, -1) : phrases;
}
