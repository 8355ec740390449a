import type { HandWrittenLabel } from '../handWrittenLabel.ts';
import { DEVSET33_LABELS_M } from './labelsM.ts';
import { DEVSET33_LABELS_N } from './labelsN.ts';
import { DEVSET33_LABELS_O } from './labelsO.ts';

/**
 * What a right answer holds for each page of `pages/`, written by three authors in parallel: each
 * took seven or eight of the catalogue's main categories. The rules are in each file's doc comment.
 */
export const DEVSET33_LABELS: readonly HandWrittenLabel[] = [
  ...DEVSET33_LABELS_M,
  ...DEVSET33_LABELS_N,
  ...DEVSET33_LABELS_O,
];
