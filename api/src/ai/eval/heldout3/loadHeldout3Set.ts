import path from 'node:path';
import type { HandWrittenSet } from '../handWrittenSet.ts';
import { HELDOUT3_LABELS } from './labels.ts';

/**
 * The fourth hand-written set, written after the first three had been used to tune the
 * classifier. Its author read neither the classifier (its code, training text, vocabulary, model)
 * nor the generated set's templates nor the pages and labels of the other hand-written sets, and
 * ran no classifier on these pages.
 *
 * NEVER use these pages to train, tune or pick anything, nor read them to work out why a page
 * is missed. Scoring them (`npm run eval:categorize -- --set heldout3`) is their only use.
 */
export const HELDOUT3_SET: HandWrittenSet = {
  directory: 'heldout3',
  pagesDir: path.join(import.meta.dirname, 'pages'),
  labels: HELDOUT3_LABELS,
  split: 'heldout3',
  report: {
    title: 'the fourth hand-written homepages (held out)',
    splits: [
      { split: 'heldout3', heading: 'fourth held-out set (never tuned on, never looked at)' },
    ],
  },
};
