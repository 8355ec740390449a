import path from 'node:path';
import type { HandWrittenSet } from '../handWrittenSet.ts';
import { INDEPENDENT_LABELS } from './labels.ts';

/**
 * The first independent evaluation set: homepages written by hand by someone who never saw the
 * classifier, its training data or the generated set's templates.
 *
 * It was scored once as an unseen test and has since been read to diagnose failures, so it is
 * a DEVELOPMENT set now: read, tuned on and, since branch `classifier7`, trained on (measured by
 * cross-validation, `--cv 5`). Its figures are not evidence that the categoriser generalises;
 * the held-out set, not read by whoever changes the classifier, is (see README.md).
 */
export const INDEPENDENT_SET: HandWrittenSet = {
  directory: 'independent',
  pagesDir: path.join(import.meta.dirname, 'pages'),
  labels: INDEPENDENT_LABELS,
  development: true,
  split: 'independent',
  report: {
    title: 'the independent hand-written homepages',
    splits: [
      {
        split: 'independent',
        heading: 'first independent set (now a development set, trained on)',
      },
    ],
  },
};
