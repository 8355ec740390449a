import type { HandWrittenLabel } from '../handWrittenLabel.ts';
import { DEVSET32_LABELS_J } from './labelsJ.ts';
import { DEVSET32_LABELS_K } from './labelsK.ts';
import { DEVSET32_LABELS_L } from './labelsL.ts';

/**
 * What a right answer holds for each page of `pages/`, written by three authors in parallel: each
 * took seven or eight of the catalogue's main categories. The rules are in each file's doc comment.
 */
export const DEVSET32_LABELS: readonly HandWrittenLabel[] = [
  ...DEVSET32_LABELS_J,
  ...DEVSET32_LABELS_K,
  ...DEVSET32_LABELS_L,
];
