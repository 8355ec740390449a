import { defineHandWrittenSet } from '../handWrittenSet.ts';
import { DEVSET33_LABELS } from './labels.ts';

/**
 * A hand-written development set of companies with several contact facts of their own (a
 * switchboard and direct lines, fax, mobile, chat, head office and showroom, postal and visiting
 * address), where the label holds the one a customer uses first. Its authors read neither the
 * classifier nor the homepage reader nor any other set's pages, and ran no evaluation on it. The
 * classifier does not learn its categories until cross-validation says it helps (its README).
 */
export const DEVSET33_SET = defineHandWrittenSet({
  directory: 'devset33',
  labels: DEVSET33_LABELS,
  development: true,
  learnsCategories: false,
  title: 'the hand-written training homepages of devset33 (a development set)',
  heading: 'devset33 (a development set: several contact facts of the company’s own)',
});
