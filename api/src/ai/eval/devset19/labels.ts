import type { HandWrittenLabel } from '../handWrittenLabel.ts';
import { DEVSET19_LABELS_A } from './labelsA.ts';
import { DEVSET19_LABELS_B } from './labelsB.ts';

/**
 * What a right answer holds for each page of `pages/`, written by two authors in parallel: each
 * took eleven of the catalogue's main categories. The rules are those of `labelsA.ts`.
 */
export const DEVSET19_LABELS: readonly HandWrittenLabel[] = [
  ...DEVSET19_LABELS_A,
  ...DEVSET19_LABELS_B,
];
