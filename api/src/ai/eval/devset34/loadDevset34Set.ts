import { defineHandWrittenSet } from '../handWrittenSet.ts';
import { DEVSET34_LABELS } from './labels.ts';

/**
 * A hand-written development set of contact facts in the markup's other vocabularies (h-card,
 * RDFa, Open Graph business tags, data attributes, vCards, map links) and of the company's own
 * dates and places that are not the answer (an old number, a coming address, a second shop's
 * opening, a takeover). Its authors read neither the classifier nor the homepage reader nor any
 * other set's pages, and ran no evaluation on it. The classifier does not learn its categories
 * until cross-validation says it helps (its README).
 */
export const DEVSET34_SET = defineHandWrittenSet({
  directory: 'devset34',
  labels: DEVSET34_LABELS,
  development: true,
  learnsCategories: false,
  title: 'the hand-written training homepages of devset34 (a development set)',
  heading:
    'devset34 (a development set: other markup vocabularies, the company’s own past and future)',
});
