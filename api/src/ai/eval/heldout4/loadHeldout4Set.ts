import path from 'node:path';
import type { HandWrittenSet } from '../handWrittenSet.ts';
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
export const HELDOUT4_SET: HandWrittenSet = {
  directory: 'heldout4',
  pagesDir: path.join(import.meta.dirname, 'pages'),
  labels: HELDOUT4_LABELS,
  split: 'heldout4',
  report: {
    title: 'the fifth hand-written homepages (held out)',
    splits: [
      { split: 'heldout4', heading: 'fifth held-out set (never tuned on, never looked at)' },
    ],
  },
};
