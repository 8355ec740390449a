import path from 'node:path';
import type { HandWrittenSet } from '../handWrittenSet.ts';
import { HELDOUT6_LABELS } from './labels.ts';

/**
 * The seventh hand-written set, written while the sixth (`heldout5/`) was being scored once per
 * merged classifier version. Its author read neither the classifier (its code, training text,
 * vocabulary, model) nor the generated set's templates nor the pages and labels of the other
 * hand-written sets, and ran no classifier on these pages.
 *
 * NEVER use these pages to train, tune or pick anything, nor read them to work out why a page
 * is missed. Scoring them (`npm run eval:categorize -- --set heldout6`) is their only use.
 */
export const HELDOUT6_SET: HandWrittenSet = {
  directory: 'heldout6',
  pagesDir: path.join(import.meta.dirname, 'pages'),
  labels: HELDOUT6_LABELS,
  split: 'heldout6',
  report: {
    title: 'the seventh hand-written homepages (held out)',
    splits: [
      { split: 'heldout6', heading: 'seventh held-out set (never tuned on, never looked at)' },
    ],
  },
};
