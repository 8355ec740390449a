import type { HandWrittenLabel } from '../handWrittenLabel.ts';
import { DEVSET30_LABELS_D } from './labelsD.ts';
import { DEVSET30_LABELS_E } from './labelsE.ts';
import { DEVSET30_LABELS_F } from './labelsF.ts';

/**
 * What a right answer holds for each page of `pages/`, written by three authors in parallel: each
 * took seven or eight of the catalogue's main categories. The rules are in each file's doc comment.
 */
export const DEVSET30_LABELS: readonly HandWrittenLabel[] = [
  ...DEVSET30_LABELS_D,
  ...DEVSET30_LABELS_E,
  ...DEVSET30_LABELS_F,
];
