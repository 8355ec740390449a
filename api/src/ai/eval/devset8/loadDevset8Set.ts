import { defineHandWrittenSet } from '../handWrittenSet.ts';
import { DEVSET8_LABELS } from './labels.ts';

/**
 * A hand-written set written to be trained on, not to measure: homepages where the company's own
 * phone sits beside phones that are not its own (out-of-hours services, utility emergency lines,
 * pharmacies on duty, helplines, public offices, manufacturers' and platforms' service lines,
 * partners, sister branches, former numbers, faxes), in seven languages. Its author read neither
 * the classifier nor the held-out sets, and ran no classifier on these pages. It is a development
 * set from the start: the trainer learns from it (`eval/developmentSets.ts`) and cross-validation
 * (`--cv 5`) measures it.
 */
export const DEVSET8_SET = defineHandWrittenSet({
  directory: 'devset8',
  labels: DEVSET8_LABELS,
  development: true,
  title: 'the hand-written training homepages of devset8 (a development set)',
  heading: 'devset8 (a development set: trained on)',
});
