import type { HandWrittenLabel } from '../handWrittenLabel.ts';
import { DEVSET37_LABELS_Q } from './labelsQ.ts';
import { DEVSET37_LABELS_Y } from './labelsY.ts';
import { DEVSET37_LABELS_Z } from './labelsZ.ts';

/**
 * What a right answer holds for each page of `pages/`, written by three authors in parallel: each
 * took seven or eight of the catalogue's main categories. The rules are in each file's doc comment.
 */
export const DEVSET37_LABELS: readonly HandWrittenLabel[] = [
  ...DEVSET37_LABELS_Y,
  ...DEVSET37_LABELS_Z,
  ...DEVSET37_LABELS_Q,
];
