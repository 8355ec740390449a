import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ALL_SUBCATEGORIES } from '#shared/catalogue/catalogue';
import { LANGUAGES } from './lexicon.ts';
import { SECTOR_SUBCATEGORIES, sectorTerms } from './sectorTerms/sectorTerms.ts';

const sourcesIn = (directory: string): string[] =>
  readdirSync(directory, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? sourcesIn(path.join(directory, entry.name))
      : entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts')
        ? [readFileSync(path.join(directory, entry.name), 'utf8')]
        : [],
  );

describe('training sources', () => {
  it('has sector words for every subcategory in all seven languages', () => {
    expect([...SECTOR_SUBCATEGORIES].sort()).toEqual(
      ALL_SUBCATEGORIES.map((sub) => sub.name).sort(),
    );
    for (const subcategory of SECTOR_SUBCATEGORIES) {
      for (const language of LANGUAGES) {
        expect(sectorTerms(subcategory, language).length).toBeGreaterThanOrEqual(5);
      }
    }
  });

  it('keeps the evaluation generator off the training-only words, and the trainer off the probe', () => {
    const evaluation = sourcesIn(path.join(import.meta.dirname, '../../eval/realistic'));
    expect(evaluation.some((source) => /sectorTerms|sayNothingDocuments/.test(source))).toBe(false);
    const training = sourcesIn(import.meta.dirname);
    expect(training.some((source) => /eval\/probe/.test(source))).toBe(false);
  });
});
