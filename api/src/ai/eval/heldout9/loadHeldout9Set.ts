import { defineHandWrittenSet } from '../handWrittenSet.ts';
import { HELDOUT9_LABELS } from './labels.ts';

/**
 * The tenth hand-written set held out: 180 homepages by three more authors under the same rules
 * (who read neither the classifier nor any other set's pages, labels or READMEs), mostly not in
 * English, with pages about another trade, JS shells, boilerplate and pages that say nothing. It
 * is only ever scored: not marked `development`, so the trainer refuses its pages, and nobody
 * tunes on it or reads its pages (see its README).
 */
export const HELDOUT9_SET = defineHandWrittenSet({
  directory: 'heldout9',
  labels: HELDOUT9_LABELS,
  title: 'tenth held-out set (never tuned on, never looked at)',
  heading: 'heldout9 (held out: never tuned on, never looked at)',
});
