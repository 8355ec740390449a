import type { HandWrittenLabel } from '../handWrittenLabel.ts';
import { DEVSET34_LABELS_P } from './labelsP.ts';
import { DEVSET34_LABELS_Q } from './labelsQ.ts';
import { DEVSET34_LABELS_R } from './labelsR.ts';

/**
 * What a right answer holds for each page of `pages/`, written by three authors in parallel: each
 * took seven or eight of the catalogue's main categories. The rules are in each file's doc comment.
 */
export const DEVSET34_LABELS: readonly HandWrittenLabel[] = [
  ...DEVSET34_LABELS_P,
  ...DEVSET34_LABELS_Q,
  ...DEVSET34_LABELS_R,
];
