import type { HandWrittenLabel } from '../handWrittenLabel.ts';
import { HELDOUT9_LABELS_A } from './labelsA.ts';
import { HELDOUT9_LABELS_B } from './labelsB.ts';
import { HELDOUT9_LABELS_C } from './labelsC.ts';

/**
 * What a right answer holds for each page of `pages/`, written by three authors in parallel: each
 * took seven or eight of the catalogue's main categories. The rules are in each file's doc comment.
 */
export const HELDOUT9_LABELS: readonly HandWrittenLabel[] = [
  ...HELDOUT9_LABELS_A,
  ...HELDOUT9_LABELS_B,
  ...HELDOUT9_LABELS_C,
];
