import { defineHandWrittenSet } from '../handWrittenSet.ts';
import { DEVSET30_LABELS } from './labels.ts';

/**
 * A hand-written development set of ordinary small businesses' homepages as a crawler meets them
 * (every site builder's shape, contact facts wherever real sites put them, two to four decoys of
 * whatever kinds each page would really carry). Its authors read neither the classifier nor the
 * homepage reader nor any other set's pages, and ran no evaluation on it. The classifier does
 * not learn its categories: cross-validation said learning them does not help (its README).
 */
export const DEVSET30_SET = defineHandWrittenSet({
  directory: 'devset30',
  labels: DEVSET30_LABELS,
  development: true,
  learnsCategories: false,
  title: 'the hand-written training homepages of devset30 (a development set)',
  heading: 'devset30 (a development set: ordinary small businesses as the web has them)',
});
