import { ALL_SUBCATEGORIES, CATALOGUE } from '#shared/catalogue/catalogue';
import { squash, tokenize } from './text.ts';
import { CATEGORY_TERMS, SCHEMA_TYPE_HINTS } from './vocabulary/categoryTerms.ts';
import { SUBCATEGORY_TERMS } from './vocabulary/subcategoryTerms.ts';

/** Where a term's evidence goes: one subcategory, or a main category as a whole. */
type TermTarget = { kind: 'sub'; index: number } | { kind: 'category'; index: number };

export interface Term {
  id: number;
  tokens: readonly string[];
  /** The term without spaces or punctuation, for finding it inside a domain name. */
  squashed: string;
  weight: number;
  target: TermTarget;
}

export interface KeywordModel {
  terms: readonly Term[];
  /** Terms by their first token, for scanning a token stream. */
  byFirstToken: ReadonlyMap<string, readonly Term[]>;
  /** Per subcategory index, its main category index. */
  categoryOfSub: readonly number[];
  /** schema.org type → subcategory index. */
  schemaHints: ReadonlyMap<string, number>;
}

const WEIGHTS = {
  strong: 3,
  normal: 1,
  /** A multi-word part of a catalogue name (`Real Estate`, `Pet Stores`). */
  namePart: 2.5,
  /** A one-word part (`Watches`, `Kitchen`): often an everyday word too, so worth less. */
  nameWord: 1.5,
  nameToken: 1.2,
  categoryStrong: 2,
};

/** Catalogue name parts that every school or workshop uses: ordinary terms, not strong ones. */
const GENERIC_NAME_PARTS = new Set(['courses', 'classes', 'repair']);

/** Words in catalogue names that say nothing about the trade. */
const NAME_STOPWORDS = new Set(['and', 'service', 'provider', 'store', 'other', 'general']);

/**
 * Parts of catalogue names that, standing alone, are everyday words or mean something else
 * ("North" of North & South American Cuisine, "Ultimate" of Golf & Ultimate, "Home" of
 * Home & Garden Services): they are not terms on their own. The curated vocabulary covers
 * the trades they belong to.
 */
const WEAK_NAME_PARTS = new Set([
  'it',
  'north',
  'ultimate',
  'air',
  'home',
  'homes',
  'services',
  'centers',
  'information',
  'money',
  'power',
  'moving',
  'produce',
  'credit',
  'development',
  'supplies',
  'equipment',
  'activities',
  'children',
  'kids',
  'family',
  'party',
  'events',
  'media',
  'outdoor',
  'visual',
  'communication',
  'diet',
  'testing',
  'paper',
  'metal',
  'stone',
  'sound',
]);

/**
 * Compiles the catalogue names and the curated vocabulary into one term list. A term listed
 * for several subcategories is worth less to each (it cannot tell them apart).
 */
export function buildKeywordModel(): KeywordModel {
  const draft: Array<Omit<Term, 'id' | 'squashed'> & { text: string }> = [];
  const subIndex = new Map(ALL_SUBCATEGORIES.map((sub, index) => [sub.name, index]));
  const categoryIndex = new Map(CATALOGUE.map((category, index) => [category.name, index]));

  ALL_SUBCATEGORIES.forEach((sub, index) => {
    const target: TermTarget = { kind: 'sub', index };
    for (const part of sub.name.split(/\s*(?:&|,|\sand\s)\s*/i).filter(Boolean)) {
      const lower = part.toLowerCase();
      if (WEAK_NAME_PARTS.has(lower)) continue;
      const weight = GENERIC_NAME_PARTS.has(lower)
        ? WEIGHTS.normal
        : lower.includes(' ')
          ? WEIGHTS.namePart
          : WEIGHTS.nameWord;
      draft.push({ text: part, tokens: tokenize(part), weight, target });
      const tokens = tokenize(part).filter(
        (token) => !NAME_STOPWORDS.has(token) && !WEAK_NAME_PARTS.has(token),
      );
      if (tokens.length > 1) {
        for (const token of tokens) {
          draft.push({ text: token, tokens: [token], weight: WEIGHTS.nameToken, target });
        }
      }
    }
    for (const entry of parseTerms(SUBCATEGORY_TERMS[sub.name] ?? '')) {
      const weight = entry.strong ? WEIGHTS.strong : WEIGHTS.normal;
      for (const variant of variants(entry.text)) draft.push({ ...variant, weight, target });
    }
  });
  for (const [name, list] of Object.entries(CATEGORY_TERMS)) {
    const index = categoryIndex.get(name);
    if (index === undefined) throw new Error(`Unknown category in vocabulary: ${name}`);
    for (const entry of parseTerms(list)) {
      const weight = entry.strong ? WEIGHTS.categoryStrong : WEIGHTS.normal;
      for (const variant of variants(entry.text)) {
        draft.push({ ...variant, weight, target: { kind: 'category', index } });
      }
    }
  }

  const terms = dedupeAndDiscount(draft.filter((term) => term.tokens.length > 0));
  const byFirstToken = new Map<string, Term[]>();
  for (const term of terms) {
    const first = term.tokens[0] as string;
    byFirstToken.set(first, [...(byFirstToken.get(first) ?? []), term]);
  }
  const schemaHints = new Map<string, number>();
  for (const [type, subName] of Object.entries(SCHEMA_TYPE_HINTS)) {
    const index = subIndex.get(subName);
    if (index === undefined) throw new Error(`Unknown subcategory in schema hints: ${subName}`);
    schemaHints.set(type, index);
  }
  return {
    terms,
    byFirstToken,
    categoryOfSub: ALL_SUBCATEGORIES.map((sub) => categoryIndex.get(sub.categoryName) as number),
    schemaHints,
  };
}

function parseTerms(list: string): Array<{ text: string; strong: boolean }> {
  return list
    .split(',')
    .map((raw) => raw.trim())
    .filter(Boolean)
    .map((raw) => ({ text: raw.replace(/^!/, ''), strong: raw.startsWith('!') }));
}

/** `e-bikes` is written `e-bikes`, `e bikes` and `ebikes`: match all three. */
function variants(text: string): Array<{ text: string; tokens: string[] }> {
  const spaced = { text, tokens: tokenize(text) };
  if (!text.includes('-')) return [spaced];
  const joined = text.replaceAll('-', '');
  return [spaced, { text: joined, tokens: tokenize(joined) }];
}

function dedupeAndDiscount(draft: Array<Omit<Term, 'id' | 'squashed'> & { text: string }>): Term[] {
  // One entry per (tokens, target), keeping the highest weight.
  const unique = new Map<string, Omit<Term, 'id' | 'squashed'> & { text: string }>();
  for (const term of draft) {
    const key = `${term.tokens.join(' ')}|${term.target.kind}:${term.target.index}`;
    const existing = unique.get(key);
    if (!existing || existing.weight < term.weight) unique.set(key, term);
  }
  const subsSharing = new Map<string, number>();
  for (const term of unique.values()) {
    if (term.target.kind !== 'sub') continue;
    const key = term.tokens.join(' ');
    subsSharing.set(key, (subsSharing.get(key) ?? 0) + 1);
  }
  return [...unique.values()].map((term, id) => {
    const shared = term.target.kind === 'sub' ? (subsSharing.get(term.tokens.join(' ')) ?? 1) : 1;
    return {
      id,
      tokens: term.tokens,
      squashed: squash(term.text),
      weight: term.weight / (1 + 0.35 * (shared - 1)),
      target: term.target,
    };
  });
}
