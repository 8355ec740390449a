import { readFileSync } from 'node:fs';
import path from 'node:path';
import { findBySlug } from '#shared/catalogue/catalogue';
import type { HandWrittenLabel } from './handWrittenLabel.ts';
import { type ContactTruth, type Decoys, NO_CONTACTS } from './realistic/contactsTruth.ts';
import type { EvaluatedPage } from './realistic/evaluateSet.ts';
import type { ReportedSet } from './realistic/printReport.ts';

/**
 * A set of hand-written homepages (`{pagesDir}/{domain}.html`) with their labels, scored by the
 * same harness as the generated set. A development set (`independent/`, `heldout/` to
 * `heldout3/`, `heldout6/`, `devset6/` onwards: see `developmentSets.ts`) may be read, tuned on
 * and trained on, and is measured by cross-validation; a held-out one (`heldout4/`, `heldout5/`,
 * `heldout7/` to `heldout9/`) is only ever scored. Each set's README says who wrote it, when, and
 * under which rules.
 */
export interface HandWrittenSet {
  /** The folder name under `eval/`, which nothing on the classifier's side may import. */
  directory: string;
  pagesDir: string;
  labels: readonly HandWrittenLabel[];
  /**
   * Set on a set demoted to development: its pages may be read, tuned on and trained on. A set
   * without it is held out, and the trainer refuses its pages: a new set is held out until
   * someone decides otherwise.
   */
  development?: true;
  /**
   * False on a development set written for the contact facts whose pages the classifier does
   * not learn from: cross-validation showed that learning them cost the other sets' categories
   * (see `devset10/`). Cross-validation still scores its pages.
   */
  learnsCategories?: false;
  /** The one split every page is reported under. */
  split: string;
  report: ReportedSet;
}

/** What a set's loader states; the rest of a `HandWrittenSet` follows from its folder. */
interface HandWrittenSetDefinition {
  directory: string;
  labels: readonly HandWrittenLabel[];
  development?: true;
  learnsCategories?: false;
  /** The report's title: which pages these are. */
  title: string;
  /** The heading of the set's one split in the report: what it is for. */
  heading: string;
}

/**
 * A set whose pages are `eval/{directory}/pages/{domain}.html`, reported under one split named
 * after its folder.
 */
export function defineHandWrittenSet(definition: HandWrittenSetDefinition): HandWrittenSet {
  const { directory, labels, development, learnsCategories, title, heading } = definition;
  return {
    directory,
    pagesDir: path.join(import.meta.dirname, directory, 'pages'),
    labels,
    ...(development ? { development } : {}),
    ...(learnsCategories === false ? { learnsCategories } : {}),
    split: directory,
    report: { title, splits: [{ split: directory, heading }] },
  };
}

export function pageFile(set: HandWrittenSet, label: HandWrittenLabel): string {
  return path.join(set.pagesDir, `${label.domain}.html`);
}

/** The catalogue name of a label's subcategory slug (null for `uncategorised`). */
export function subcategoryName(label: HandWrittenLabel): string | null {
  if (label.subcategory === 'uncategorised') return null;
  const match = findBySlug(label.subcategory);
  if (match?.kind !== 'subcategory')
    throw new Error(`${label.domain}: no subcategory ${label.subcategory}`);
  return match.subcategory.name;
}

export function contactTruth(label: HandWrittenLabel): ContactTruth {
  const given = label.contacts ?? {};
  return {
    ...NO_CONTACTS,
    ...given,
    address: given.address ?? given.street ?? null,
  };
}

export function decoys(label: HandWrittenLabel): Decoys {
  return { phones: [], emails: [], addresses: [], years: [], links: [], ...label.decoys };
}

/** Every page of the set with its labels, in the shape the evaluation harness scores. */
export function loadHandWrittenSet(set: HandWrittenSet): EvaluatedPage[] {
  return set.labels.map((label) => ({
    domain: label.domain,
    name: label.name,
    html: readFileSync(pageFile(set, label), 'utf8'),
    language: label.language,
    kind: label.kind,
    split: set.split,
    subcategory: subcategoryName(label),
    contacts: contactTruth(label),
  }));
}
