import path from 'node:path';
import type { HandWrittenSet } from '../handWrittenSet.ts';
import { DEVSET16_LABELS } from './labels.ts';

/**
 * A hand-written development set of ordinary local businesses written as they really write in
 * their own language and region (Switzerland, Austria, Bavaria, Belgium, Quebec, Mexico,
 * Argentina, Colombia, Chile, Spain, Portugal, Brazil, the Netherlands, Italy, France and its
 * overseas departments), with the regional trade words a foreign-trained reader does not know;
 * its misleading pages use regional words that mean another trade elsewhere, a trade's own
 * jargon, the region's festivals or a public office's rules. Beside them JS shells of many
 * frameworks, boilerplate-heavy pages and pages that say nothing. Its author read neither the
 * classifier nor the held-out sets and ran no evaluation on it.
 *
 * The classifier does not learn its categories (`learnsCategories: false`) until the lead has
 * scored it blind and decided, after that scoring and a cross-validation, whether learning it
 * helps the other sets.
 */
export const DEVSET16_SET: HandWrittenSet = {
  directory: 'devset16',
  pagesDir: path.join(import.meta.dirname, 'pages'),
  labels: DEVSET16_LABELS,
  development: true,
  learnsCategories: false,
  split: 'devset16',
  report: {
    title: 'the hand-written training homepages of devset16 (a development set)',
    splits: [
      {
        split: 'devset16',
        heading:
          'devset16 (a development set of local businesses in their own words: not learnt yet)',
      },
    ],
  },
};
