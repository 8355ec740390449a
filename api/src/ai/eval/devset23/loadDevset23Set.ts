import { defineHandWrittenSet } from '../handWrittenSet.ts';
import { DEVSET23_LABELS } from './labels.ts';

/**
 * A hand-written development set of today's frameworks' payloads (App Router flight rows, Nuxt 3
 * devalue, SvelteKit, Angular transfer state, turbo-stream, Vike), sellers to one trade and
 * companies whose page is about another's world, and consent managers' vendor lists. Its authors
 * read neither the classifier nor the homepage reader nor any other set's pages, and ran no
 * evaluation on it.
 */
export const DEVSET23_SET = defineHandWrittenSet({
  directory: 'devset23',
  labels: DEVSET23_LABELS,
  development: true,
  title: 'the hand-written training homepages of devset23 (a development set)',
  heading: 'devset23 (a development set: framework payloads, sellers to one trade)',
});
