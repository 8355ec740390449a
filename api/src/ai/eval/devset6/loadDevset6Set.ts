import { defineHandWrittenSet } from '../handWrittenSet.ts';
import { DEVSET6_LABELS } from './labels.ts';

/**
 * A hand-written set written to be trained on, not to measure: 200 homepages of the kinds the
 * classifier found hardest (pages whose words point to another trade than the one the company
 * sells, and pages not in English). Its author read neither the classifier nor the held-out sets,
 * and ran no classifier on these pages. It is a development set from the start: the trainer
 * learns from it (`eval/developmentSets.ts`) and cross-validation (`--cv 5`) measures it.
 */
export const DEVSET6_SET = defineHandWrittenSet({
  directory: 'devset6',
  labels: DEVSET6_LABELS,
  development: true,
  title: 'the hand-written training homepages of devset6 (a development set)',
  heading: 'devset6 (a development set: trained on)',
});
