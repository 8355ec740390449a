import path from 'node:path';
import type { HandWrittenSet } from '../handWrittenSet.ts';
import { DEVSET11_LABELS } from './labels.ts';

/**
 * A hand-written set written to be trained on, not to measure: homepages whose contact facts sit
 * where real themes and site builders put them (header top bars behind icon fonts and SVGs,
 * sticky call buttons whose only number is their `tel:` link, `aria-label`, `title` and data
 * attributes, image `alt` texts, `wa.me` links, click-to-reveal numbers, `<meta>` tags, footer
 * vCards, contact-info widgets, map embeds, booking widgets' configs, JSON-LD and payloads),
 * beside the demo numbers, agency credits, form placeholders, vendors' lines and tracking IDs
 * those same themes and tools leave there. Its author read neither the classifier nor the
 * held-out sets. It is a development set from the start: the trainer learns from it
 * (`eval/developmentSets.ts`) and cross-validation (`--cv 5`) measures it.
 */
export const DEVSET11_SET: HandWrittenSet = {
  directory: 'devset11',
  pagesDir: path.join(import.meta.dirname, 'pages'),
  labels: DEVSET11_LABELS,
  development: true,
  split: 'devset11',
  report: {
    title: 'the hand-written training homepages of devset11 (a development set)',
    splits: [{ split: 'devset11', heading: 'devset11 (a development set: trained on)' }],
  },
};
