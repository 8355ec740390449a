import { defineHandWrittenSet } from '../handWrittenSet.ts';
import { DEVSET17_LABELS } from './labels.ts';

/**
 * A hand-written development set of homepages whose own words are few or indirect: a price list,
 * a menu of dish names, product tiles, a timetable, a team page, captions, a slogan with opening
 * hours, a brand name whose trade shows only in a services list, a meta description, a JSON-LD
 * `@type` or the title tag and a footer line; beside them misleading pages full of another
 * trade's words, JS shells, boilerplate-heavy pages and pages that say nothing. Its author read
 * neither the classifier nor the held-out sets and ran no evaluation on it.
 *
 * The classifier learns its categories: under
 * 5-fold cross-validation over all 2,516 development pages, learning the three took main from
 * 87.0 to 87.3 % (seed 35) and from 87.2 to 87.6 % (seed 1).
 */
export const DEVSET17_SET = defineHandWrittenSet({
  directory: 'devset17',
  labels: DEVSET17_LABELS,
  development: true,
  title: 'the hand-written training homepages of devset17 (a development set)',
  heading: 'devset17 (a development set of thin and indirect pages)',
});
