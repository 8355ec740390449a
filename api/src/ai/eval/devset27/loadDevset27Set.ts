import { defineHandWrittenSet } from '../handWrittenSet.ts';
import { DEVSET27_LABELS } from './labels.ts';

/**
 * A hand-written development set of companies with several places (head offices and branches,
 * registered offices, warehouses, market stalls, showrooms, branches abroad) and of pages whose
 * words are mostly their customers' trade. Its authors read neither the classifier nor the
 * homepage reader nor any other set's pages, and ran no evaluation on it.
 */
export const DEVSET27_SET = defineHandWrittenSet({
  directory: 'devset27',
  labels: DEVSET27_LABELS,
  development: true,
  title: 'the hand-written training homepages of devset27 (a development set)',
  heading: 'devset27 (a development set: several places, customers’ words)',
});
