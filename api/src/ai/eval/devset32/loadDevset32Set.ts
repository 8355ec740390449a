import { defineHandWrittenSet } from '../handWrittenSet.ts';
import { DEVSET32_LABELS } from './labels.ts';

/**
 * A hand-written development set of pages where other parties' contact facts are laid out
 * exactly as the company's own are. Its authors read neither the classifier nor the homepage
 * reader nor any other set's pages, and ran no evaluation on it. The classifier does not learn
 * its categories until cross-validation says it helps (its README).
 */
export const DEVSET32_SET = defineHandWrittenSet({
  directory: 'devset32',
  labels: DEVSET32_LABELS,
  development: true,
  learnsCategories: false,
  title: 'the hand-written training homepages of devset32 (a development set)',
  heading: "devset32 (a development set: other parties' facts laid out as the company's)",
});
