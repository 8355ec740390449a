import path from 'node:path';
import type { HandWrittenSet } from '../handWrittenSet.ts';
import { INDEPENDENT_LABELS } from './labels.ts';

/**
 * The independent evaluation set: homepages written by hand by someone who never saw the
 * classifier, its training data or the generated set's templates.
 *
 * NEVER use these pages to train, tune or pick anything (weights, word lists, thresholds,
 * features, rules). They are the test of whether the categoriser generalises to pages like the
 * ones it was built on but not from; once something is tuned on them they measure nothing.
 * Scoring them (`npm run eval:categorize -- --set independent`) is their only use.
 */
export const INDEPENDENT_SET: HandWrittenSet = {
  directory: 'independent',
  pagesDir: path.join(import.meta.dirname, 'pages'),
  labels: INDEPENDENT_LABELS,
  split: 'independent',
  report: {
    title: 'the independent hand-written homepages',
    splits: [{ split: 'independent', heading: 'independent set (never tuned on)' }],
  },
};
