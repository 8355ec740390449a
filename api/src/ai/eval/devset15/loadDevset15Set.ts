import { defineHandWrittenSet } from '../handWrittenSet.ts';
import { DEVSET15_LABELS } from './labels.ts';

/**
 * A hand-written development set whose pages talk mostly about something other than what the
 * company sells: its history in an earlier trade, the exhibitors of the fair it organises, the
 * jobs of other trades it hires for, products named after other trades, its shopping centre's
 * other shops, its franchise partners' former trades, its sustainability work, other sectors'
 * awards, and keyword lists of its customers' trades; beside them JS shells of many frameworks,
 * boilerplate-heavy pages and pages that say nothing. Its author read neither the classifier nor
 * the held-out sets and ran no evaluation on it.
 *
 * The classifier does not learn its categories (`learnsCategories: false`) until the lead has
 * scored it blind and decided, after that scoring and a cross-validation, whether learning it
 * helps the other sets.
 */
export const DEVSET15_SET = defineHandWrittenSet({
  directory: 'devset15',
  labels: DEVSET15_LABELS,
  development: true,
  learnsCategories: false,
  title: 'the hand-written training homepages of devset15 (a development set)',
  heading: 'devset15 (a development set of pages about something else: not learnt yet)',
});
