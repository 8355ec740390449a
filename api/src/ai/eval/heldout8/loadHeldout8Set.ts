import { defineHandWrittenSet } from '../handWrittenSet.ts';
import { HELDOUT8_LABELS } from './labels.ts';

/**
 * The ninth hand-written set held out: 180 homepages by another author under the same rules
 * (who read neither the classifier nor any other set's pages, labels or READMEs), mostly not in
 * English, with pages about another trade, JS shells, boilerplate and pages that say nothing. It
 * is only ever scored: not marked `development`, so the trainer refuses its pages, and nobody
 * tunes on it or reads its pages (see its README).
 */
export const HELDOUT8_SET = defineHandWrittenSet({
  directory: 'heldout8',
  labels: HELDOUT8_LABELS,
  title: 'ninth held-out set (never tuned on, never looked at)',
  heading: 'heldout8 (held out: never tuned on, never looked at)',
});
