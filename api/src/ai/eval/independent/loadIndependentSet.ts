import { readFileSync } from 'node:fs';
import path from 'node:path';
import { findBySlug } from '#shared/catalogue/catalogue';
import { type ContactTruth, type Decoys, NO_CONTACTS } from '../realistic/contactsTruth.ts';
import type { EvaluatedPage } from '../realistic/evaluateSet.ts';
import type { ReportedSet } from '../realistic/printReport.ts';
import { INDEPENDENT_LABELS } from './labels.ts';
import type { IndependentLabel } from './labelTypes.ts';

/**
 * The first independent evaluation set: homepages written by hand by someone who never saw the
 * classifier, its training data or the generated set's templates.
 *
 * It was scored once as an unseen test and has since been read to diagnose failures, so it is
 * a DEVELOPMENT set now: use it to find causes, fix them by design, and never train on it. Its
 * figures are not evidence that the categoriser generalises; a second held-out set, not read
 * by whoever changes the classifier, is (see README.md).
 */
const INDEPENDENT_SPLIT = 'independent';

/** How `npm run eval:categorize -- --set independent` titles the set and its one split. */
export const INDEPENDENT_REPORT: ReportedSet = {
  title: 'the independent hand-written homepages',
  splits: [
    {
      split: INDEPENDENT_SPLIT,
      heading: 'first independent set (now a development set, never trained on)',
    },
  ],
};

export const PAGES_DIR = path.join(import.meta.dirname, 'pages');

export function pageFile(label: IndependentLabel): string {
  return path.join(PAGES_DIR, `${label.domain}.html`);
}

/** The catalogue name of a label's subcategory slug (null for `uncategorised`). */
export function subcategoryName(label: IndependentLabel): string | null {
  if (label.subcategory === 'uncategorised') return null;
  const match = findBySlug(label.subcategory);
  if (match?.kind !== 'subcategory')
    throw new Error(`${label.domain}: no subcategory ${label.subcategory}`);
  return match.subcategory.name;
}

export function contactTruth(label: IndependentLabel): ContactTruth {
  const given = label.contacts ?? {};
  return {
    ...NO_CONTACTS,
    ...given,
    address: given.address ?? given.street ?? null,
  };
}

export function decoys(label: IndependentLabel): Decoys {
  return { phones: [], emails: [], addresses: [], years: [], links: [], ...label.decoys };
}

/** Every page of the set with its labels, in the shape the evaluation harness scores. */
export function loadIndependentSet(): EvaluatedPage[] {
  return INDEPENDENT_LABELS.map((label) => ({
    domain: label.domain,
    name: label.name,
    html: readFileSync(pageFile(label), 'utf8'),
    language: label.language,
    kind: label.kind,
    split: INDEPENDENT_SPLIT,
    subcategory: subcategoryName(label),
    contacts: contactTruth(label),
  }));
}
