import { defineHandWrittenSet } from '../handWrittenSet.ts';
import { DEVSET9_LABELS } from './labels.ts';

/**
 * A hand-written set written to be trained on, not to measure: homepages whose contact facts are
 * written in the many ways real small-business sites across Europe write them (phones in national
 * and international form, with extensions, split over tags or only in a payload; obfuscated
 * emails; postal boxes; founding years in seven languages), beside decoys that are not the
 * company's (faxes, branches, hotlines, register and bank numbers, hours, prices, award and
 * building years). Its author read neither the classifier nor the held-out sets. It is a
 * development set from the start: the trainer learns from it (`eval/developmentSets.ts`) and
 * cross-validation (`--cv 5`) measures it.
 */
export const DEVSET9_SET = defineHandWrittenSet({
  directory: 'devset9',
  labels: DEVSET9_LABELS,
  development: true,
  title: 'the hand-written training homepages of devset9 (a development set)',
  heading: 'devset9 (a development set: trained on)',
});
