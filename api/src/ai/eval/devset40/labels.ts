import type { HandWrittenLabel } from '../handWrittenLabel.ts';
import { DEVSET40_LABELS_C } from './labelsC.ts';
import { DEVSET40_LABELS_H } from './labelsH.ts';
import { DEVSET40_LABELS_N } from './labelsN.ts';

/**
 * What a right answer holds for each page of `pages/`, written by three authors in parallel: each
 * took seven or eight of the catalogue's main categories. The rules are in each file's doc comment.
 */
export const DEVSET40_LABELS: readonly HandWrittenLabel[] = [
  ...DEVSET40_LABELS_C,
  ...DEVSET40_LABELS_H,
  ...DEVSET40_LABELS_N,
];
