import type { HandWrittenLabel } from '../handWrittenLabel.ts';
import { DEVSET21_LABELS_A } from './labelsA.ts';
import { DEVSET21_LABELS_B } from './labelsB.ts';
import { DEVSET21_LABELS_C } from './labelsC.ts';

/**
 * What a right answer holds for each page of `pages/`, written by three authors in parallel: each
 * took seven or eight of the catalogue's main categories. The rules are those of `labelsA.ts`.
 */
export const DEVSET21_LABELS: readonly HandWrittenLabel[] = [
  ...DEVSET21_LABELS_A,
  ...DEVSET21_LABELS_B,
  ...DEVSET21_LABELS_C,
];
