import type { HandWrittenLabel } from '../handWrittenLabel.ts';
import { DEVSET22_LABELS_A } from './labelsA.ts';
import { DEVSET22_LABELS_B } from './labelsB.ts';
import { DEVSET22_LABELS_C } from './labelsC.ts';

/**
 * What a right answer holds for each page of `pages/`, written by three authors in parallel: each
 * took seven or eight of the catalogue's main categories. The rules are those of `labelsA.ts`.
 */
export const DEVSET22_LABELS: readonly HandWrittenLabel[] = [
  ...DEVSET22_LABELS_A,
  ...DEVSET22_LABELS_B,
  ...DEVSET22_LABELS_C,
];
