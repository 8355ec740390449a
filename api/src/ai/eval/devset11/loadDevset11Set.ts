import { defineHandWrittenSet } from '../handWrittenSet.ts';
import { DEVSET11_LABELS } from './labels.ts';

/**
 * A hand-written set written to be trained on, not to measure: homepages whose contact facts sit
 * where real themes and site builders put them (header top bars behind icon fonts and SVGs,
 * sticky call buttons whose only number is their `tel:` link, `aria-label`, `title` and data
 * attributes, image `alt` texts, `wa.me` links, click-to-reveal numbers, `<meta>` tags, footer
 * vCards, contact-info widgets, map embeds, booking widgets' configs, JSON-LD and payloads),
 * beside the demo numbers, agency credits, form placeholders, vendors' lines and tracking IDs
 * those same themes and tools leave there. Its author read neither the classifier nor the
 * held-out sets. It is a development set from the start, for the contact facts;
 * cross-validation (`--cv 5`) scores it with models that never saw it.
 *
 * The classifier does not learn its categories (`learnsCategories: false`): learnt, it cost
 * five other development sets 0.6–1.4 points under 5-fold cross-validation and gained one page
 * of its own (66.7 → 67.6 %); the reader's rules are what it was written for.
 */
export const DEVSET11_SET = defineHandWrittenSet({
  directory: 'devset11',
  labels: DEVSET11_LABELS,
  development: true,
  learnsCategories: false,
  title: 'the hand-written training homepages of devset11 (a development set)',
  heading: 'devset11 (a development set for contact facts: not learnt by the classifier)',
});
