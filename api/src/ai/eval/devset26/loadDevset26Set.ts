import { defineHandWrittenSet } from '../handWrittenSet.ts';
import { DEVSET26_LABELS } from './labels.ts';

/**
 * A hand-written development set of homepages crowded by feeds and widgets (blogs, job ads,
 * review widgets, event calendars, press mentions), whose contact facts are hidden the ways real
 * sites hide them. Its authors read neither the classifier nor the homepage reader nor any other
 * set's pages, and ran no evaluation on it.
 */
export const DEVSET26_SET = defineHandWrittenSet({
  directory: 'devset26',
  labels: DEVSET26_LABELS,
  development: true,
  title: 'the hand-written training homepages of devset26 (a development set)',
  heading: 'devset26 (a development set: feeds and widgets, hidden contact facts)',
});
