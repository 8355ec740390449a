import type { ScoredDocument } from '../local/learned/decisionRule.ts';
import { compactModel } from '../local/learned/modelFile.ts';
import { createLocalProfiler } from '../local/localProfiler.ts';
import { DEVELOPMENT_PAGE_WEIGHT, developmentPages } from '../local/training/developmentPages.ts';
import { withoutFurniture } from '../local/training/developmentVocabulary.ts';
import type { LogisticOptions } from '../local/training/logisticRegression.ts';
import { generatedDocuments } from '../local/training/trainingDocuments.ts';
import { trainModel } from '../local/training/trainModel.ts';
import type { ScoredResult } from './decisionRules.ts';
import { DEVELOPMENT_SETS } from './developmentSets.ts';
import { loadHandWrittenSet } from './handWrittenSet.ts';
import { evaluateSet, type SetReport, summarise } from './realistic/evaluateSet.ts';
import type { ReportedSet } from './realistic/printReport.ts';

/** Fixed, so every run splits the pages the same way and runs compare. */
const FOLD_SEED = 35;

/**
 * The fold a page falls in, by its domain alone (FNV-1a of seed and domain): stable when pages
 * are added or relabelled, and a domain that stands in two sets is left out of training
 * wherever it is scored.
 */
export function foldOf(domain: string, folds: number, seed = FOLD_SEED): number {
  let hash = 0x811c9dc5;
  for (const char of `${seed}:${domain}`) {
    hash ^= char.codePointAt(0) ?? 0;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash % folds;
}

/**
 * k-fold cross-validation over the development sets, now training data: each fold's pages are
 * scored by a model trained on the generated text and the other folds' pages, read and scored
 * by the same harness as `--set`. Results are summed over the folds. With `weight` 0 every fold
 * trains the same model as the generated text alone (one model, trained once): the figure of a
 * model that never saw a development page.
 */
export async function crossValidate(options: CrossValidation): Promise<SetReport> {
  const pages = await crossValidatedScores(options);
  return summarise(
    'local',
    pages.map((page) => page.result),
  );
}

interface CrossValidation {
  folds: number;
  weight?: number;
  /** Another split of the pages into folds (the seed of `foldOf`). */
  seed?: number;
  /** A logistic layer beside naive Bayes (`--logistic W`): an experiment. */
  logistic?: LogisticOptions;
  log?: (line: string) => void;
}

/**
 * Every development page's cross-validated result under the shipped rule, with the fold
 * model's scores of it: other decision rules can be tried on those scores without training
 * again (`decisionRules.ts`).
 */
export async function crossValidatedScores(options: CrossValidation): Promise<ScoredResult[]> {
  const { folds, seed, logistic } = options;
  const fold = (domain: string) => foldOf(domain, folds, seed);
  const weight = options.weight ?? DEVELOPMENT_PAGE_WEIGHT;
  const log = options.log ?? (() => {});
  if (!Number.isInteger(folds) || folds < 2) throw new Error('--cv takes 2 folds or more');
  const generated = [...generatedDocuments()];
  const written = weight > 0 ? [...developmentPages(DEVELOPMENT_SETS, weight)] : [];
  log(`${generated.length} generated texts, ${written.length} development pages`);
  const alone = weight > 0 ? null : compactModel(trainModel(generated, { logistic }));
  const pages: ScoredResult[] = [];
  for (let index = 0; index < folds; index++) {
    const others = written.filter((page) => fold(page.domain) !== index);
    // As `trainingDocuments()` does, over the pages this fold may learn.
    const own = withoutFurniture(
      generated,
      others.map((page) => page.document),
    );
    const model = alone ?? compactModel(trainModel([...generated, ...own], { logistic }));
    // One set at a time: the harness serves pages by domain, and two sets could share one.
    for (const set of DEVELOPMENT_SETS) {
      const scores = new Map<string, ScoredDocument>();
      const profiler = createLocalProfiler({
        model,
        onScored: (domain, scored) => scores.set(domain, scored),
      });
      const setPages = loadHandWrittenSet(set).filter((page) => fold(page.domain) === index);
      for (const result of (await evaluateSet({ profiler, pages: setPages })).results) {
        pages.push({ result, scored: scores.get(result.page.domain) ?? null });
      }
    }
    log(`fold ${index + 1} of ${folds}: trained on ${others.length} development pages`);
  }
  const read = pages.filter((page) => page.scored).length;
  log(`${read} of ${pages.length} pages scored by the model (the others told apart before)`);
  return pages;
}

/** The report's sets: each development set, then all of them. */
export function crossValidationReport(folds: number, weight: number): ReportedSet {
  return {
    title: `the development sets, ${folds}-fold cross-validation (page weight ${weight}; each page scored by a model that never saw it)`,
    splits: [
      ...DEVELOPMENT_SETS.map((set) => ({ split: set.split, heading: set.report.title })),
      { split: 'all', heading: 'all development pages' },
    ],
  };
}
