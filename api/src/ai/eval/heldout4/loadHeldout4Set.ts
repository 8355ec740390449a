import { defineHandWrittenSet } from '../handWrittenSet.ts';
import { HELDOUT4_LABELS } from './labels.ts';

/**
 * The fifth hand-written set, written while the fourth (`heldout3/`) had already been scored
 * several times. Its author read neither the classifier (its code, training text, vocabulary,
 * model) nor the generated set's templates nor the pages and labels of the other hand-written
 * sets, and ran no classifier on these pages.
 *
 * NEVER use these pages to train, tune or pick anything, nor read them to work out why a page
 * is missed. Scoring them (`npm run eval:categorize -- --set heldout4`) is their only use.
 */
export const HELDOUT4_SET = defineHandWrittenSet({
  directory: 'heldout4',
  labels: HELDOUT4_LABELS,
  title: 'the fifth hand-written homepages (held out)',
  heading: 'fifth held-out set (never tuned on, never looked at)',
});
