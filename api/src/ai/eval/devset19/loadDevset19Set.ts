import { defineHandWrittenSet } from '../handWrittenSet.ts';
import { DEVSET19_LABELS } from './labels.ts';

/**
 * A hand-written development set for contact facts that must never be invented, and for pages
 * whose words belong to another trade. Its authors read neither the classifier nor the homepage
 * reader nor any other set's pages, and ran no evaluation on it.
 */
export const DEVSET19_SET = defineHandWrittenSet({
  directory: 'devset19',
  labels: DEVSET19_LABELS,
  development: true,
  title: 'the hand-written training homepages of devset19 (a development set)',
  heading: 'devset19 (a development set for contact facts not to invent)',
});
