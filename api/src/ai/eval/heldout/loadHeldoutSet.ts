import { defineHandWrittenSet } from '../handWrittenSet.ts';
import { HELDOUT_LABELS } from './labels.ts';

/**
 * The second hand-written set, held out: its author read neither the classifier (its code,
 * training data, vocabulary) nor the generated set's templates nor the pages of the other
 * hand-written sets, and did not run the classifier while writing it.
 *
 * Held out until 28 November; demoted then to a development set after being scored three
 * times: its pages and misses may be read and tuned on (`npm run eval:categorize -- --set
 * heldout --misses`), and its figures no longer measure generalisation. The held-out set is
 * `heldout3/` now. Since branch `classifier7` the trainer learns from its
 * pages too (`eval/developmentSets.ts`), measured by cross-validation (`--cv 5`).
 */
export const HELDOUT_SET = defineHandWrittenSet({
  directory: 'heldout',
  labels: HELDOUT_LABELS,
  development: true,
  title: 'the second hand-written homepages (development since 28 November)',
  heading: 'second set (a development set: tuned and trained on)',
});
