import { defineHandWrittenSet } from '../handWrittenSet.ts';
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
export const INDEPENDENT_SET = defineHandWrittenSet({
  directory: 'independent',
  labels: INDEPENDENT_LABELS,
  development: true,
  title: 'the independent hand-written homepages',
  heading: 'first independent set (now a development set, trained on)',
});
