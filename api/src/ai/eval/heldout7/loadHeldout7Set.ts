import { defineHandWrittenSet } from '../handWrittenSet.ts';
import { HELDOUT7_LABELS } from './labels.ts';

/**
 * The eighth hand-written set, written while the seventh (`heldout6/`) was being scored once per
 * merged classifier version. Its author read neither the classifier (its code, training text,
 * vocabulary, model) nor the generated set's templates nor the pages and labels of the other
 * hand-written sets, and ran no classifier on these pages.
 *
 * NEVER use these pages to train, tune or pick anything, nor read them to work out why a page
 * is missed. Scoring them (`npm run eval:categorize -- --set heldout7`) is their only use.
 */
export const HELDOUT7_SET = defineHandWrittenSet({
  directory: 'heldout7',
  labels: HELDOUT7_LABELS,
  title: 'the eighth hand-written homepages (held out)',
  heading: 'eighth held-out set (never tuned on, never looked at)',
});
