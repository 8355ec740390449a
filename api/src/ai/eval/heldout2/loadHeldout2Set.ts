import { defineHandWrittenSet } from '../handWrittenSet.ts';
import { HELDOUT2_LABELS } from './labels.ts';

/**
 * The third hand-written set, written after the first two had been used to tune the classifier.
 * Its author read neither the classifier (its code, training text, vocabulary, model) nor the
 * generated set's templates nor the pages and labels of the other hand-written sets, and ran no
 * classifier on these pages.
 *
 * Held out until 28 November; demoted then to a development set after being scored three
 * times: its pages and misses may be read and tuned on (`npm run eval:categorize -- --set
 * heldout2 --misses`), and its figures no longer measure generalisation. The held-out set is
 * `heldout3/` now. Since branch `classifier7` the trainer learns from its
 * pages too (`eval/developmentSets.ts`), measured by cross-validation (`--cv 5`).
 */
export const HELDOUT2_SET = defineHandWrittenSet({
  directory: 'heldout2',
  labels: HELDOUT2_LABELS,
  development: true,
  title: 'the third hand-written homepages (development since 28 November)',
  heading: 'third set (a development set: tuned and trained on)',
});
