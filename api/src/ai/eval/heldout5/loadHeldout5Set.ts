import { defineHandWrittenSet } from '../handWrittenSet.ts';
import { HELDOUT5_LABELS } from './labels.ts';

/**
 * The sixth hand-written set, written while the fifth (`heldout4/`) was the held-out set and had
 * been scored a few times. Its author read neither the classifier (its code, training text,
 * vocabulary, model) nor the generated set's templates nor the pages and labels of the other
 * hand-written sets, and ran no classifier on these pages.
 *
 * NEVER use these pages to train, tune or pick anything, nor read them to work out why a page
 * is missed. Scoring them (`npm run eval:categorize -- --set heldout5`) is their only use.
 */
export const HELDOUT5_SET = defineHandWrittenSet({
  directory: 'heldout5',
  labels: HELDOUT5_LABELS,
  title: 'the sixth hand-written homepages (held out)',
  heading: 'sixth held-out set (never tuned on, never looked at)',
});
