import { defineHandWrittenSet } from '../handWrittenSet.ts';
import { DEVSET35_LABELS } from './labels.ts';

/**
 * A hand-written development set of pages crowded with years and numbers that are not the
 * answer: "since" told of things other than the founding, the owner's career, the building, a
 * predecessor or a partner, and other parties' numbers and addresses written as the company's
 * are. Its authors read neither the classifier nor the homepage reader nor any other set's
 * pages, and ran no evaluation on it. The classifier does not learn its categories until
 * cross-validation says it helps (its README).
 */
export const DEVSET35_SET = defineHandWrittenSet({
  directory: 'devset35',
  labels: DEVSET35_LABELS,
  development: true,
  learnsCategories: false,
  title: 'the hand-written training homepages of devset35 (a development set)',
  heading: 'devset35 (a development set: years and numbers that are not the answer)',
});
