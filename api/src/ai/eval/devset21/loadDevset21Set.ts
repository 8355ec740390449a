import path from 'node:path';
import type { HandWrittenSet } from '../handWrittenSet.ts';
import { DEVSET21_LABELS } from './labels.ts';

/**
 * A hand-written development set of bilingual pages, long company histories, groups and the
 * company's own several places, numbers written oddly and decoys in new places. Its authors read
 * neither the classifier nor the homepage reader nor any other set's pages, and ran no
 * evaluation on it.
 */
export const DEVSET21_SET: HandWrittenSet = {
  directory: 'devset21',
  pagesDir: path.join(import.meta.dirname, 'pages'),
  labels: DEVSET21_LABELS,
  development: true,
  learnsCategories: false,
  split: 'devset21',
  report: {
    title: 'the hand-written training homepages of devset21 (a development set)',
    splits: [
      {
        split: 'devset21',
        heading: 'devset21 (a development set: bilingual pages, histories, groups)',
      },
    ],
  },
};
