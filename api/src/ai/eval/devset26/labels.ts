import type { HandWrittenLabel } from '../handWrittenLabel.ts';
import { DEVSET26_LABELS_A } from './labelsA.ts';
import { DEVSET26_LABELS_B } from './labelsB.ts';
import { DEVSET26_LABELS_C } from './labelsC.ts';

/**
 * What a right answer holds for each page of `pages/`, written by three authors in parallel: each
 * took seven or eight of the catalogue's main categories. The rules are in each file's doc comment.
 */
export const DEVSET26_LABELS: readonly HandWrittenLabel[] = [
  ...DEVSET26_LABELS_A,
  ...DEVSET26_LABELS_B,
  ...DEVSET26_LABELS_C,
];
