import type { HandWrittenLabel } from '../handWrittenLabel.ts';
import { DEVSET36_LABELS_V } from './labelsV.ts';
import { DEVSET36_LABELS_W } from './labelsW.ts';
import { DEVSET36_LABELS_X } from './labelsX.ts';

/**
 * What a right answer holds for each page of `pages/`, written by three authors in parallel: each
 * took seven or eight of the catalogue's main categories. The rules are in each file's doc comment.
 */
export const DEVSET36_LABELS: readonly HandWrittenLabel[] = [
  ...DEVSET36_LABELS_V,
  ...DEVSET36_LABELS_W,
  ...DEVSET36_LABELS_X,
];
