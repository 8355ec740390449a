import type { HandWrittenLabel } from '../handWrittenLabel.ts';
import { DEVSET41_LABELS_E } from './labelsE.ts';
import { DEVSET41_LABELS_L } from './labelsL.ts';
import { DEVSET41_LABELS_T } from './labelsT.ts';

/**
 * What a right answer holds for each page of `pages/`, written by three authors in parallel: each
 * took seven or eight of the catalogue's main categories. The rules are in each file's doc comment.
 */
export const DEVSET41_LABELS: readonly HandWrittenLabel[] = [
  ...DEVSET41_LABELS_E,
  ...DEVSET41_LABELS_L,
  ...DEVSET41_LABELS_T,
];
