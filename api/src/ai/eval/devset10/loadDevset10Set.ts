import path from 'node:path';
import type { HandWrittenSet } from '../handWrittenSet.ts';
import { DEVSET10_LABELS } from './labels.ts';

/**
 * A hand-written set written to be trained on, not to measure: homepages on which many parties'
 * contact facts stand together (head office and branches, franchisee and franchisor, a shop and
 * its shopping centre, a practice and its medical centre, an imprint with its chamber, insurer,
 * arbitration body and host, venues, caterers, customers, recruiters), so the company's own must
 * be told apart. Its author read neither the classifier nor the held-out sets. It is a
 * development set from the start: the trainer learns from it (`eval/developmentSets.ts`) and
 * cross-validation (`--cv 5`) measures it.
 */
export const DEVSET10_SET: HandWrittenSet = {
  directory: 'devset10',
  pagesDir: path.join(import.meta.dirname, 'pages'),
  labels: DEVSET10_LABELS,
  development: true,
  split: 'devset10',
  report: {
    title: 'the hand-written training homepages of devset10 (a development set)',
    splits: [{ split: 'devset10', heading: 'devset10 (a development set: trained on)' }],
  },
};
