import type { HandWrittenLabel } from '../handWrittenLabel.ts';
import { DEVSET35_LABELS_S } from './labelsS.ts';
import { DEVSET35_LABELS_T } from './labelsT.ts';
import { DEVSET35_LABELS_U } from './labelsU.ts';

/**
 * What a right answer holds for each page of `pages/`, written by three authors in parallel: each
 * took seven or eight of the catalogue's main categories. The rules are in each file's doc comment.
 */
export const DEVSET35_LABELS: readonly HandWrittenLabel[] = [
  ...DEVSET35_LABELS_S,
  ...DEVSET35_LABELS_T,
  ...DEVSET35_LABELS_U,
];
