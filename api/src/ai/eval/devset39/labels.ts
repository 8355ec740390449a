import type { HandWrittenLabel } from '../handWrittenLabel.ts';
import { DEVSET39_LABELS_B } from './labelsB.ts';
import { DEVSET39_LABELS_G } from './labelsG.ts';
import { DEVSET39_LABELS_J } from './labelsJ.ts';

/**
 * What a right answer holds for each page of `pages/`, written by three authors in parallel: each
 * took seven or eight of the catalogue's main categories. The rules are in each file's doc comment.
 */
export const DEVSET39_LABELS: readonly HandWrittenLabel[] = [
  ...DEVSET39_LABELS_B,
  ...DEVSET39_LABELS_G,
  ...DEVSET39_LABELS_J,
];
