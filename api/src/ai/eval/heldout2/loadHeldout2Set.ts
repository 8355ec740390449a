import path from 'node:path';
import type { HandWrittenSet } from '../handWrittenSet.ts';
import { HELDOUT2_LABELS } from './labels.ts';

/**
 * The third hand-written set, written after the first two had been used to tune the classifier.
 * Its author read neither the classifier (its code, training text, vocabulary, model) nor the
 * generated set's templates nor the pages and labels of the other hand-written sets, and ran no
 * classifier on these pages.
 *
 * NEVER use these pages to train, tune or pick anything, nor read them to work out why a page
 * is missed. Scoring them (`npm run eval:categorize -- --set heldout2`) is their only use.
 */
export const HELDOUT2_SET: HandWrittenSet = {
  directory: 'heldout2',
  pagesDir: path.join(import.meta.dirname, 'pages'),
  labels: HELDOUT2_LABELS,
  split: 'heldout2',
  report: {
    title: 'the third hand-written homepages (held out)',
    splits: [
      { split: 'heldout2', heading: 'third held-out set (never tuned on, never looked at)' },
    ],
  },
};
