import { defineHandWrittenSet } from '../handWrittenSet.ts';
import { DEVSET22_LABELS } from './labels.ts';

/**
 * A hand-written development set of sellers to another trade (insurers, lenders, recruiters,
 * federations, magazines, fairs, rentals), contact decoys in a site's furniture (consent vendors,
 * payment providers, carriers, widgets, site builders) and years that are not the founding. Its
 * authors read neither the classifier nor the homepage reader nor any other set's pages, and ran
 * no evaluation on it.
 */
export const DEVSET22_SET = defineHandWrittenSet({
  directory: 'devset22',
  labels: DEVSET22_LABELS,
  development: true,
  title: 'the hand-written training homepages of devset22 (a development set)',
  heading: 'devset22 (a development set: sellers to another trade, decoys in site furniture)',
});
