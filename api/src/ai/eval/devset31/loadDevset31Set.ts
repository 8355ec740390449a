import { defineHandWrittenSet } from '../handWrittenSet.ts';
import { DEVSET31_LABELS } from './labels.ts';

/**
 * A hand-written development set of pages whose words point to the wrong trade: sellers to one
 * trade in its words, borrowed names, former premises, products used not sold, customers' case
 * studies, lookalike trades. Its authors read neither the classifier nor the homepage reader nor
 * any other set's pages, and ran no evaluation on it. The classifier does not learn its
 * categories: cross-validation said learning them does not help (its README).
 */
export const DEVSET31_SET = defineHandWrittenSet({
  directory: 'devset31',
  labels: DEVSET31_LABELS,
  development: true,
  learnsCategories: false,
  title: 'the hand-written training homepages of devset31 (a development set)',
  heading: 'devset31 (a development set: words that point to the wrong trade)',
});
