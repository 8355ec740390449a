import { defineHandWrittenSet } from '../handWrittenSet.ts';
import { DEVSET21_LABELS } from './labels.ts';

/**
 * A hand-written development set of bilingual pages, long company histories, groups and the
 * company's own several places, numbers written oddly and decoys in new places. Its authors read
 * neither the classifier nor the homepage reader nor any other set's pages, and ran no
 * evaluation on it.
 */
export const DEVSET21_SET = defineHandWrittenSet({
  directory: 'devset21',
  labels: DEVSET21_LABELS,
  development: true,
  title: 'the hand-written training homepages of devset21 (a development set)',
  heading: 'devset21 (a development set: bilingual pages, histories, groups)',
});
