import type { HandWrittenLabel } from '../handWrittenLabel.ts';
import { DEVSET38_LABELS_K } from './labelsK.ts';
import { DEVSET38_LABELS_M } from './labelsM.ts';
import { DEVSET38_LABELS_W } from './labelsW.ts';

/**
 * What a right answer holds for each page of `pages/`, written by three authors in parallel: each
 * took seven or eight of the catalogue's main categories. The rules are in each file's doc comment.
 */
export const DEVSET38_LABELS: readonly HandWrittenLabel[] = [
  ...DEVSET38_LABELS_K,
  ...DEVSET38_LABELS_M,
  ...DEVSET38_LABELS_W,
];
