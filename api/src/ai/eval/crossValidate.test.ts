import { describe, expect, it } from 'vitest';
import { foldOf } from './crossValidate.ts';
import { DEVELOPMENT_SETS } from './developmentSets.ts';

describe('cross-validation folds', () => {
  const domains = DEVELOPMENT_SETS.flatMap((set) => set.labels.map((label) => label.domain));

  it('puts a domain in the same fold on every run', () => {
    expect(domains.map((domain) => foldOf(domain, 5))).toEqual(
      domains.map((domain) => foldOf(domain, 5)),
    );
  });

  it('splits the development pages into folds of about the same size', () => {
    const sizes = [0, 0, 0, 0, 0];
    for (const domain of domains) sizes[foldOf(domain, 5)]!++;
    for (const size of sizes) expect(size).toBeGreaterThan((domains.length / 5) * 0.8);
  });
});
