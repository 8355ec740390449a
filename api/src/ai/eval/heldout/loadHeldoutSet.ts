import path from 'node:path';
import type { HandWrittenSet } from '../handWrittenSet.ts';
import { HELDOUT_LABELS } from './labels.ts';

/**
 * The second hand-written set, held out: its author read neither the classifier (its code,
 * training data, vocabulary) nor the generated set's templates nor the pages of the other
 * hand-written sets, and did not run the classifier while writing it.
 *
 * NEVER use these pages to train, tune or pick anything, nor read them to work out why a page
 * is missed. Scoring them (`npm run eval:categorize -- --set heldout`) is their only use.
 */
export const HELDOUT_SET: HandWrittenSet = {
  directory: 'heldout',
  pagesDir: path.join(import.meta.dirname, 'pages'),
  labels: HELDOUT_LABELS,
  split: 'heldout',
  report: {
    title: 'the held-out hand-written homepages',
    splits: [{ split: 'heldout', heading: 'held-out set (never tuned on, never looked at)' }],
  },
};
