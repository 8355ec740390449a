import { ALL_SUBCATEGORIES, CATALOGUE } from '#shared/catalogue/catalogue';
import { buildKeywordModel, type KeywordModel, type Term } from './model.ts';
import { domainParts, squash, tokenize } from './text.ts';

/** What the classifier reads about a company: its name and domain, and its homepage's words. */
export interface ClassifierInput {
  name: string;
  domain: string;
  title?: string | null;
  /** Meta, Open Graph and JSON-LD descriptions. */
  descriptions?: readonly string[];
  keywords?: readonly string[];
  headings?: readonly string[];
  text?: string;
  /** schema.org types from the page's JSON-LD. */
  schemaTypes?: readonly string[];
}

export interface Classification {
  /** Null when the evidence is too weak or too evenly split to name a category. */
  category: string | null;
  subcategory: string | null;
  /** 0–1: how strong and how unambiguous the evidence for the best category is. */
  confidence: number;
  /** The best subcategories with their scores, for explanations and the evaluation report. */
  ranking: Array<{ category: string; subcategory: string; score: number }>;
}

/** Below this confidence the company is left uncategorised (tuned on the evaluation set). */
const CONFIDENCE_THRESHOLD = 0.3;

/** How much a word counts by where it appears: a company's name says more than its footer. */
const FIELD_WEIGHTS = {
  name: 3,
  domain: 2,
  title: 2.5,
  descriptions: 2,
  keywords: 1,
  headings: 1.5,
  text: 0.6,
} as const;

type Field = keyof typeof FIELD_WEIGHTS;

/** A schema.org type naming a subcategory (`Dentist`) is worth several strong words. */
const SCHEMA_HINT_BONUS = 8;

/** Public suffixes that say what kind of organisation owns a domain. */
const SUFFIX_HINTS: Readonly<Record<string, readonly [string, number]>> = {
  edu: ['Colleges & Universities', 4],
  'ac.uk': ['Colleges & Universities', 4],
  'sch.uk': ['School & High School', 4],
  gov: ['Government Department', 3],
  'gov.uk': ['Government Department', 3],
  mil: ['Military & Veteran', 5],
  'police.uk': ['Law Enforcement', 5],
  'nhs.uk': ['Hospital & Emergency', 3],
};

let defaultModel: KeywordModel | undefined;

export function classify(
  input: ClassifierInput,
  options: { model?: KeywordModel; threshold?: number } = {},
): Classification {
  defaultModel ??= buildKeywordModel();
  const model = options.model ?? defaultModel;
  const threshold = options.threshold ?? CONFIDENCE_THRESHOLD;

  const evidence = new Map<number, number>();
  const add = (field: Field, counts: Map<number, number>) => {
    for (const [termId, count] of counts) {
      const saturated = Math.min(3, 1 + Math.log(count));
      evidence.set(termId, (evidence.get(termId) ?? 0) + FIELD_WEIGHTS[field] * saturated);
    }
  };
  add('name', countTerms(tokenize(input.name), model));
  add('domain', countDomainTerms(input.domain, model));
  add('title', countTerms(tokenize(input.title ?? ''), model));
  add('descriptions', countTerms(tokenize(unique(input.descriptions).join(' . ')), model));
  add('keywords', countTerms(tokenize((input.keywords ?? []).join(' . ')), model));
  add('headings', countTerms(tokenize((input.headings ?? []).join(' . ')), model));
  add('text', countTerms(tokenize(input.text ?? ''), model));

  const subScores = new Array<number>(ALL_SUBCATEGORIES.length).fill(0);
  const categoryTermScores = new Array<number>(CATALOGUE.length).fill(0);
  for (const [termId, amount] of evidence) {
    const term = model.terms[termId] as Term;
    if (term.target.kind === 'sub') subScores[term.target.index]! += term.weight * amount;
    else categoryTermScores[term.target.index]! += term.weight * amount;
  }
  for (const type of input.schemaTypes ?? []) {
    const index = model.schemaHints.get(type);
    if (index !== undefined) subScores[index]! += SCHEMA_HINT_BONUS;
  }
  const suffixHint = SUFFIX_HINTS[domainParts(input.domain).suffix];
  if (suffixHint) {
    const index = ALL_SUBCATEGORIES.findIndex((sub) => sub.name === suffixHint[0]);
    subScores[index]! += suffixHint[1];
  }

  return decide(subScores, categoryTermScores, model, threshold);
}

function decide(
  subScores: number[],
  categoryTermScores: number[],
  model: KeywordModel,
  threshold: number,
): Classification {
  // A category scores its best subcategory, a share of the runner-up (several of its
  // subcategories agreeing is evidence too) and its own generic words.
  const categoryScores = CATALOGUE.map((_, categoryIndex) => {
    const own = subScores
      .filter((_, subIndex) => model.categoryOfSub[subIndex] === categoryIndex)
      .sort((a, b) => b - a);
    return (own[0] ?? 0) + 0.35 * (own[1] ?? 0) + 0.5 * (categoryTermScores[categoryIndex] ?? 0);
  });
  const order = categoryScores
    .map((score, index) => ({ score, index }))
    .sort((a, b) => b.score - a.score);
  const best = order[0]!;
  const second = order[1]?.score ?? 0;

  const ranking = subScores
    .map((score, index) => ({ score, sub: ALL_SUBCATEGORIES[index]! }))
    .filter((entry) => entry.score > 0)
    .sort((a, b) => b.score - a.score)
    .slice(0, 5)
    .map((entry) => ({
      category: entry.sub.categoryName,
      subcategory: entry.sub.name,
      score: round(entry.score),
    }));

  const strength = 1 - Math.exp(-best.score / 6);
  const margin = best.score > 0 ? (best.score - second) / best.score : 0;
  const confidence = round(strength * (0.35 + 0.65 * margin));

  let bestSub = -1;
  for (let index = 0; index < subScores.length; index++) {
    if (model.categoryOfSub[index] !== best.index) continue;
    if (bestSub < 0 || subScores[index]! > subScores[bestSub]!) bestSub = index;
  }
  if (confidence < threshold || bestSub < 0 || subScores[bestSub]! <= 0) {
    return { category: null, subcategory: null, confidence, ranking };
  }
  const sub = ALL_SUBCATEGORIES[bestSub]!;
  return { category: sub.categoryName, subcategory: sub.name, confidence, ranking };
}

/** Occurrences of each term in a token stream (phrases matched token by token). */
function countTerms(tokens: readonly string[], model: KeywordModel): Map<number, number> {
  const counts = new Map<number, number>();
  for (let position = 0; position < tokens.length; position++) {
    const candidates = model.byFirstToken.get(tokens[position]!);
    if (!candidates) continue;
    for (const term of candidates) {
      if (matchesAt(tokens, position, term.tokens)) {
        counts.set(term.id, (counts.get(term.id) ?? 0) + 1);
      }
    }
  }
  return counts;
}

function matchesAt(tokens: readonly string[], position: number, phrase: readonly string[]) {
  for (let offset = 1; offset < phrase.length; offset++) {
    if (tokens[position + offset] !== phrase[offset]) return false;
  }
  return true;
}

/**
 * Domains run words together (`bestplumbingpros`), so terms are looked for inside the name:
 * long terms anywhere, four-letter ones only at either end, shorter ones only as a whole
 * hyphen-separated part, since `bar` or `spa` occur inside too many unrelated words.
 */
function countDomainTerms(domain: string, model: KeywordModel): Map<number, number> {
  const { label } = domainParts(domain);
  const parts = new Set(
    label
      .split(/[-\d]+/)
      .filter(Boolean)
      .map(squash),
  );
  const whole = squash(label);
  const counts = new Map<number, number>();
  for (const term of model.terms) {
    const word = term.squashed;
    if (word.length < 3) continue;
    const found =
      parts.has(word) ||
      (word.length >= 5 && whole.includes(word)) ||
      (word.length === 4 && (whole.startsWith(word) || whole.endsWith(word)));
    if (found) counts.set(term.id, 1);
  }
  return counts;
}

function unique(values: readonly string[] | undefined): string[] {
  return [...new Set((values ?? []).filter(Boolean))];
}

function round(value: number): number {
  return Math.round(value * 100) / 100;
}
