import path from 'node:path';
import type { HandWrittenSet } from '../handWrittenSet.ts';
import { DEVSET20_LABELS } from './labels.ts';

/**
 * A hand-written development set for contact facts that must never be invented, and for pages
 * whose words belong to another trade. Its authors read neither the classifier nor the homepage
 * reader nor any other set's pages, and ran no evaluation on it.
 */
export const DEVSET20_SET: HandWrittenSet = {
  directory: 'devset20',
  pagesDir: path.join(import.meta.dirname, 'pages'),
  labels: DEVSET20_LABELS,
  development: true,
  learnsCategories: false,
  split: 'devset20',
  report: {
    title: 'the hand-written training homepages of devset20 (a development set)',
    splits: [
      {
        split: 'devset20',
        heading: 'devset20 (a development set for contact facts not to invent)',
      },
    ],
  },
};
