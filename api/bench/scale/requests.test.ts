import { describe, expect, it } from 'vitest';
import { seededRandom } from './distribution.ts';
import {
  cycle,
  misspelt,
  misspeltSearches,
  prefixSearches,
  typedPrefix,
  withQuery,
} from './requests.ts';

const companies = [
  { id: 1, name: 'Kuhn - Wolff', domain: 'kuhn-wolff.com' },
  { id: 2, name: 'Schmidt LLC', domain: 'schmidt-llc.io' },
  { id: 3, name: 'Lang, Berg and Hahn', domain: 'lang-berg-hahn.de' },
];

/** Levenshtein distance with adjacent transpositions (optimal string alignment). */
function editDistance(a: string, b: string): number {
  const d = Array.from({ length: a.length + 1 }, (_, i) =>
    Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i <= a.length; i += 1) {
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      d[i]![j] = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        d[i]![j] = Math.min(d[i]![j]!, d[i - 2]![j - 2]! + 1);
      }
    }
  }
  return d[a.length]![b.length]!;
}

describe('search requests', () => {
  it('types 2 to 6 letters of a name or domain', () => {
    const random = seededRandom(3);
    for (let i = 0; i < 200; i += 1) {
      const prefix = typedPrefix('Schmidt LLC', random);
      expect(prefix.length).toBeGreaterThanOrEqual(2);
      expect(prefix.length).toBeLessThanOrEqual(6);
      expect('schmidt llc'.startsWith(prefix)).toBe(true);
    }
    const all = prefixSearches(companies, 300, 1);
    expect(all.length).toBe(300);
    const sources = companies.flatMap((c) => [c.name.toLowerCase(), c.domain]);
    for (const q of all) expect(sources.some((source) => source.startsWith(q))).toBe(true);
    expect(new Set(all).size).toBeGreaterThan(10);
    expect(prefixSearches(companies, 300, 1)).toEqual(all);
  });

  it('misspells with one letter dropped or two swapped', () => {
    const random = seededRandom(5);
    for (let i = 0; i < 200; i += 1) {
      const typo = misspelt('Kuhn Wolff', random);
      expect(typo).not.toBe('kuhn wolff');
      expect(editDistance(typo, 'kuhn wolff')).toBe(1);
    }
    const typos = misspeltSearches(companies, 50, 2);
    expect(typos).toEqual(misspeltSearches(companies, 50, 2));
    expect(typos.every((q) => q.length >= 2)).toBe(true);
  });

  it('encodes queries and cycles through a list in order', () => {
    expect(withQuery('/api/companies/search', { q: 'a&b c', limit: 5 })).toBe(
      '/api/companies/search?q=a%26b+c&limit=5',
    );
    const next = cycle(['a', 'b']);
    expect([next(), next(), next()]).toEqual(['a', 'b', 'a']);
    expect(() => cycle([])).toThrow();
  });
});
