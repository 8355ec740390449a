import { defineHandWrittenSet } from '../handWrittenSet.ts';
import { DEVSET29_LABELS } from './labels.ts';

/**
 * A hand-written development set of pages full of numbers that look like others (years that are
 * not the founding, four-digit postcodes, streets named after dates, laws and standards, other
 * parties' phones and addresses in legal notices) and of companies that tell their history at
 * length. Its authors read neither the classifier nor the homepage reader nor any other set's
 * pages, and ran no evaluation on it.
 */
export const DEVSET29_SET = defineHandWrittenSet({
  directory: 'devset29',
  labels: DEVSET29_LABELS,
  development: true,
  title: 'the hand-written training homepages of devset29 (a development set)',
  heading: 'devset29 (a development set: numbers that look like others, long histories)',
});
