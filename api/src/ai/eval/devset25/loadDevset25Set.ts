import path from 'node:path';
import type { HandWrittenSet } from '../handWrittenSet.ts';
import { DEVSET25_LABELS } from './labels.ts';

/**
 * A hand-written development set of businesses with several trades under one roof, stockists of
 * one brand and franchisees, contact traps on every page, rarer ways of shipping a page's words,
 * and web frameworks' default pages. Its authors read neither the classifier nor the homepage
 * reader nor any other set's pages, and ran no evaluation on it.
 */
export const DEVSET25_SET: HandWrittenSet = {
  directory: 'devset25',
  pagesDir: path.join(import.meta.dirname, 'pages'),
  labels: DEVSET25_LABELS,
  development: true,
  learnsCategories: false,
  split: 'devset25',
  report: {
    title: 'the hand-written training homepages of devset25 (a development set)',
    splits: [
      {
        split: 'devset25',
        heading: 'devset25 (a development set: mixed trades, stockists, framework defaults)',
      },
    ],
  },
};
