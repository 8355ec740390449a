import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { HomepageFacts } from '../../homepage/types.ts';
import { claimsOf } from './claims.ts';
import type { CompactModel } from './compactModel.ts';
import {
  DECISION_RULE,
  type DecisionRule,
  decide,
  type LearnedClassification,
  type ScoredDocument,
} from './decisionRule.ts';
import { type Document, detectLanguage, featuresOf, words } from './features.ts';
import { readModelFile } from './modelFile.ts';
import { scoreClasses } from './scoreClasses.ts';

export const MODEL_PATH = path.join(import.meta.dirname, 'model.bin');

/**
 * How much one point of the keyword classifier's score counts, in log-likelihood. Light: that
 * classifier weighs the company's name and domain heavily and cannot tell whom a company
 * serves from what it sells ("VetDesk, software for vets" scores as a vet), and its vocabulary
 * is already in the model's training text. 0.25 and 0.5 score the same on the evaluation
 * set's train split (99.2 % main), 0.25 leaves fewer pages uncategorised there.
 */
const KEYWORD_WEIGHT = 0.25;

let loaded: CompactModel | undefined;

/** The model shipped in the repo, read once (`npm run train:categorize` rewrites it). */
export function learnedModel(): CompactModel {
  loaded ??= readModelFile(readFileSync(MODEL_PATH));
  return loaded;
}

export function documentOf(name: string, facts: HomepageFacts | null): Document {
  return {
    name,
    title: facts?.title ?? facts?.openGraph.title ?? '',
    descriptions: [...(facts?.descriptions ?? []), facts?.organization?.description ?? '']
      .filter(Boolean)
      .join(' . '),
    headings: (facts?.headings ?? []).slice(0, 8).join(' . '),
    lead: facts?.leadText ?? '',
    body: facts?.bodyText ?? '',
    script: facts?.scriptText ?? '',
    scriptLead: facts?.scriptLead ?? '',
    schemaTypes: facts?.schemaTypes ?? [],
    // Buttons and menus count here ("Book a table" is often only in the header), unlike for words.
    claims: facts
      ? claimsOf(
          [facts.title ?? '', ...facts.descriptions, facts.text, facts.scriptText].join(' . '),
        )
      : [],
  };
}

export function classifyDocument(
  document: Document,
  options: {
    model?: CompactModel;
    rule?: DecisionRule;
    /** Extra log-evidence per subcategory (the keyword classifier's scores). */
    boosts?: ReadonlyArray<{ subcategory: string; score: number }>;
  } = {},
): LearnedClassification {
  return decide(scoreDocument(document, options), options.rule ?? DECISION_RULE);
}

/** The model's scores for a page, before any rule decides whether to name a category. */
export function scoreDocument(
  document: Document,
  options: {
    model?: CompactModel;
    boosts?: ReadonlyArray<{ subcategory: string; score: number }>;
  } = {},
): ScoredDocument {
  const model = options.model ?? learnedModel();
  const language = detectLanguage(
    [document.title, document.descriptions, document.lead, document.script].join(' . '),
  );
  const features = featuresOf(document);
  // The company's own name is no evidence of what it does ("Acme Group International").
  // Counted before the cap on a page's total weight: a long page in words the model mostly
  // does not know (a grill's cuts of beef, a zoo's animals) still says what it knows.
  const nameWords = new Set(words(document.name));
  let evidence = 0;
  for (const [feature, weight] of featuresOf(document, Number.POSITIVE_INFINITY)) {
    if (model.rows.has(feature) && !fromName(feature, nameWords)) evidence += weight;
  }
  const scores = scoreClasses(model, features);
  // The keyword classifier counts every trade word on the page, its customers' too. A page
  // that says what it asks of its visitors (a demo, a table booking) has better evidence of
  // what it does, so the keywords are left out there.
  const boosts = (document.claims ?? []).length > 0 ? [] : (options.boosts ?? []);
  for (const boost of boosts) {
    const index = model.classes.indexOf(boost.subcategory);
    if (index >= 0) scores[index]! += KEYWORD_WEIGHT * boost.score;
  }
  return { classes: model.classes, scores, evidence, language };
}

function fromName(feature: string, nameWords: ReadonlySet<string>): boolean {
  const bare = feature.replace(/^a:/, '');
  if (bare.startsWith('schema:')) return false;
  if (bare.startsWith('~')) return [...nameWords].some((word) => word.startsWith(bare.slice(1)));
  if (bare.startsWith('$')) return [...nameWords].some((word) => word.endsWith(bare.slice(1)));
  return bare.split('_').every((part) => nameWords.has(part));
}
