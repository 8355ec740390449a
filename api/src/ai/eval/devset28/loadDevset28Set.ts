import { defineHandWrittenSet } from '../handWrittenSet.ts';
import { DEVSET28_LABELS } from './labels.ts';

/**
 * A hand-written development set of companies in change (rebrands, takeovers, mergers,
 * successions, moves: the predecessor's and the acquirer's facts beside the company's) and of
 * business-to-business trades written in their own jargon. Its authors read neither the
 * classifier nor the homepage reader nor any other set's pages, and ran no evaluation on it.
 */
export const DEVSET28_SET = defineHandWrittenSet({
  directory: 'devset28',
  labels: DEVSET28_LABELS,
  development: true,
  title: 'the hand-written training homepages of devset28 (a development set)',
  heading: 'devset28 (a development set: companies in change, trades in their jargon)',
});
