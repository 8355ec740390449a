import { defineHandWrittenSet } from '../handWrittenSet.ts';
import { DEVSET41_LABELS } from './labels.ts';

/**
 * A hand-written development set of ordinary homepages as the web has them, each with decoys of
 * its author's choosing among the facts a reader most often takes wrongly: other parties' phones
 * and addresses, and years that are not the founding. Its authors read neither the classifier
 * nor the homepage reader nor any other set's pages, and ran no evaluation on it.
 */
export const DEVSET41_SET = defineHandWrittenSet({
  directory: 'devset41',
  labels: DEVSET41_LABELS,
  development: true,
  learnsCategories: false,
  title: 'the hand-written training homepages of devset41 (a development set)',
  heading: "devset41 (a development set: ordinary homepages, decoys of their authors' choosing)",
});
