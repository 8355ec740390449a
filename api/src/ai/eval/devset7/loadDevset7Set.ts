import { defineHandWrittenSet } from '../handWrittenSet.ts';
import { DEVSET7_LABELS } from './labels.ts';

/**
 * A hand-written set written to be trained on, not to measure: homepages whose contact facts sit
 * beside someone else's (a franchisor, a resold brand, a supplier, a booking platform, a bank, a
 * hosting provider…) and beside years that are not the founding, in seven languages. Its author
 * read neither the classifier nor the held-out sets, and ran no classifier on these pages. It is a
 * development set from the start: the trainer learns from it (`eval/developmentSets.ts`) and
 * cross-validation (`--cv 5`) measures it.
 */
export const DEVSET7_SET = defineHandWrittenSet({
  directory: 'devset7',
  labels: DEVSET7_LABELS,
  development: true,
  title: 'the hand-written training homepages of devset7 (a development set)',
  heading: 'devset7 (a development set: trained on)',
});
