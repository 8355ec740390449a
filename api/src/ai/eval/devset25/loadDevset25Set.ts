import { defineHandWrittenSet } from '../handWrittenSet.ts';
import { DEVSET25_LABELS } from './labels.ts';

/**
 * A hand-written development set of businesses with several trades under one roof, stockists of
 * one brand and franchisees, contact traps on every page, rarer ways of shipping a page's words,
 * and web frameworks' default pages. Its authors read neither the classifier nor the homepage
 * reader nor any other set's pages, and ran no evaluation on it.
 */
export const DEVSET25_SET = defineHandWrittenSet({
  directory: 'devset25',
  labels: DEVSET25_LABELS,
  development: true,
  title: 'the hand-written training homepages of devset25 (a development set)',
  heading: 'devset25 (a development set: mixed trades, stockists, framework defaults)',
});
