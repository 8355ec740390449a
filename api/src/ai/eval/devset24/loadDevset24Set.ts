import path from 'node:path';
import type { HandWrittenSet } from '../handWrittenSet.ts';
import { DEVSET24_LABELS } from './labels.ts';

/**
 * A hand-written development set of small businesses' sites as site builders and hosts ship them,
 * companies named after or housed in another trade, branches and several numbers on one page, and
 * the error pages of today's hosting platforms. Its authors read neither the classifier nor the
 * homepage reader nor any other set's pages, and ran no evaluation on it.
 */
export const DEVSET24_SET: HandWrittenSet = {
  directory: 'devset24',
  pagesDir: path.join(import.meta.dirname, 'pages'),
  labels: DEVSET24_LABELS,
  development: true,
  learnsCategories: false,
  split: 'devset24',
  report: {
    title: 'the hand-written training homepages of devset24 (a development set)',
    splits: [
      {
        split: 'devset24',
        heading: 'devset24 (a development set: site builders, branches, hosting error pages)',
      },
    ],
  },
};
