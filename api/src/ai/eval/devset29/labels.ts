import type { HandWrittenLabel } from '../handWrittenLabel.ts';
import { DEVSET29_LABELS_A } from './labelsA.ts';
import { DEVSET29_LABELS_B } from './labelsB.ts';
import { DEVSET29_LABELS_C } from './labelsC.ts';

/**
 * What a right answer holds for each page of `pages/`, written by three authors in parallel: each
 * took seven or eight of the catalogue's main categories. The rules are in each file's doc comment.
 */
export const DEVSET29_LABELS: readonly HandWrittenLabel[] = [
  ...DEVSET29_LABELS_A,
  ...DEVSET29_LABELS_B,
  ...DEVSET29_LABELS_C,
];
