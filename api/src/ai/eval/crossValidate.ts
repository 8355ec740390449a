import { createLocalProfiler } from '../local/localProfiler.ts';
import { DEVELOPMENT_PAGE_WEIGHT, developmentPages } from '../local/training/developmentPages.ts';
import { withoutFurniture } from '../local/training/developmentVocabulary.ts';
import { generatedDocuments } from '../local/training/trainingDocuments.ts';
import { trainModel } from '../local/training/trainModel.ts';
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
export async function crossValidate(options: {
  folds: number;
  weight?: number;
  log?: (line: string) => void;
}): Promise<SetReport> {
  const { folds } = options;
  const weight = options.weight ?? DEVELOPMENT_PAGE_WEIGHT;
  const log = options.log ?? (() => {});
  if (!Number.isInteger(folds) || folds < 2) throw new Error('--cv takes 2 folds or more');
  const generated = [...generatedDocuments()];
  const written = weight > 0 ? [...developmentPages(DEVELOPMENT_SETS, weight)] : [];
  log(`${generated.length} generated texts, ${written.length} development pages`);
  const alone = weight > 0 ? null : trainModel(generated);
  const results: SetReport['results'] = [];
  for (let fold = 0; fold < folds; fold++) {
    const others = written.filter((page) => foldOf(page.domain, folds) !== fold);
    // As `trainingDocuments()` does, over the pages this fold may learn.
    const own = withoutFurniture(
      generated,
      others.map((page) => page.document),
    );
    const model = alone ?? trainModel([...generated, ...own]);
    const profiler = createLocalProfiler({ model });
    // One set at a time: the harness serves pages by domain, and two sets could share one.
    for (const set of DEVELOPMENT_SETS) {
      const pages = loadHandWrittenSet(set).filter((page) => foldOf(page.domain, folds) === fold);
      results.push(...(await evaluateSet({ profiler, pages })).results);
    }
    log(`fold ${fold + 1} of ${folds}: trained on ${others.length} development pages`);
  }
  return summarise('local', results);
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
