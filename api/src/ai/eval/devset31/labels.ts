import type { HandWrittenLabel } from '../handWrittenLabel.ts';
import { DEVSET31_LABELS_G } from './labelsG.ts';
import { DEVSET31_LABELS_H } from './labelsH.ts';
import { DEVSET31_LABELS_I } from './labelsI.ts';

/**
 * What a right answer holds for each page of `pages/`, written by three authors in parallel: each
 * took seven or eight of the catalogue's main categories. The rules are in each file's doc comment.
 */
export const DEVSET31_LABELS: readonly HandWrittenLabel[] = [
  ...DEVSET31_LABELS_G,
  ...DEVSET31_LABELS_H,
  ...DEVSET31_LABELS_I,
];
