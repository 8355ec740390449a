import { defineHandWrittenSet } from '../handWrittenSet.ts';
import { DEVSET24_LABELS } from './labels.ts';

/**
 * A hand-written development set of small businesses' sites as site builders and hosts ship them,
 * companies named after or housed in another trade, branches and several numbers on one page, and
 * the error pages of today's hosting platforms. Its authors read neither the classifier nor the
 * homepage reader nor any other set's pages, and ran no evaluation on it.
 */
export const DEVSET24_SET = defineHandWrittenSet({
  directory: 'devset24',
  labels: DEVSET24_LABELS,
  development: true,
  title: 'the hand-written training homepages of devset24 (a development set)',
  heading: 'devset24 (a development set: site builders, branches, hosting error pages)',
});
