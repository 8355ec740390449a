import { seededRandom } from './distribution.ts';

/**
 * The request lists the load runs cycle through: fixed, built from the generated database with
 * a seeded generator, so every run (and both servers within a run) gets the same requests.
 */

/** A 2–6 letter prefix of a company's name (lower-cased) or of its domain, as typed. */
export function typedPrefix(text: string, random: () => number): string {
  const clean = text.toLowerCase();
  const length = 2 + Math.floor(random() * 5);
  return clean.slice(0, Math.min(length, clean.length)).trimEnd();
}

/** A name as mistyped: one letter dropped, or two neighbours swapped (never the same text). */
export function misspelt(text: string, random: () => number): string {
  const word = text.toLowerCase();
  if (word.length < 3) return word;
  for (let attempt = 0; attempt < 10; attempt += 1) {
    const at = 1 + Math.floor(random() * (word.length - 2));
    const candidate =
      random() < 0.5
        ? word.slice(0, at) + word.slice(at + 1)
        : word.slice(0, at) + word[at + 1] + word[at] + word.slice(at + 2);
    if (candidate !== word && candidate.trim().length >= 2) return candidate;
  }
  return word.slice(1);
}

export interface CompanySample {
  id: number;
  name: string;
  domain: string;
}

/** Prefix searches: half from names, half from domains. */
export function prefixSearches(companies: CompanySample[], count: number, seed: number): string[] {
  const random = seededRandom(seed);
  return Array.from({ length: count }, (_, i) => {
    const company = companies[Math.floor(random() * companies.length)]!;
    return typedPrefix(i % 2 === 0 ? company.name : company.domain, random);
  }).filter((q) => q.length >= 2);
}

/** A misspelt search, and the start of the name it was typed for. */
interface MisspeltSearch {
  typo: string;
  intended: string;
}

/** Misspelt searches of whole names (the first word and the next, as people type them). */
export function misspeltSearchPairs(
  companies: CompanySample[],
  count: number,
  seed: number,
): MisspeltSearch[] {
  const random = seededRandom(seed);
  return Array.from({ length: count }, () => {
    const company = companies[Math.floor(random() * companies.length)]!;
    const words = company.name.split(/\s+/).filter((w) => /[a-z]/i.test(w));
    const intended = words.slice(0, 2).join(' ');
    return { typo: misspelt(intended, random), intended };
  });
}

/** The typos of `misspeltSearchPairs`, as the bench sends them. */
export function misspeltSearches(
  companies: CompanySample[],
  count: number,
  seed: number,
): string[] {
  return misspeltSearchPairs(companies, count, seed).map((pair) => pair.typo);
}

/** `path?q=…` with the query string encoded as the PWA's `withQuery` does. */
export function withQuery(path: string, query: Record<string, string | number>): string {
  const search = new URLSearchParams(
    Object.entries(query).map(([key, value]) => [key, String(value)]),
  );
  return `${path}?${search.toString()}`;
}

/**
 * Cycles through a list: request i gets item i mod length. Autocannon asks for the next
 * request on every connection, so the list is shared by all connections in order.
 */
export function cycle<T>(items: readonly T[]): () => T {
  if (items.length === 0) throw new Error('cycle() needs at least one item');
  let next = 0;
  return () => {
    const item = items[next % items.length]!;
    next += 1;
    return item;
  };
}
