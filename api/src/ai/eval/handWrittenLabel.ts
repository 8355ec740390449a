import type { ContactTruth, Decoys, TrapKind } from './realistic/contactsTruth.ts';

type HandWrittenLanguage = 'en' | 'de' | 'fr' | 'es' | 'nl' | 'it' | 'pt';

/** The same kinds as the generated set, so both print in the same report. */
type HandWrittenKind = 'plain' | 'jsShell' | 'misleading' | 'boilerplate' | 'sayNothing';

/**
 * One homepage of a hand-written set (`pages/{domain}.html`) and what a right answer holds. Slugs
 * are the catalogue's (`shared/catalogue`); `uncategorised` for a page that says nothing about a
 * business.
 * `contacts` lists only what the page states as the company's own; `decoys` are values on the page
 * that are not the company's and must never be taken.
 */
export interface HandWrittenLabel {
  domain: string;
  name: string;
  language: HandWrittenLanguage;
  kind: HandWrittenKind;
  category: string;
  subcategory: string;
  contacts?: Partial<ContactTruth>;
  traps?: TrapKind[];
  decoys?: Partial<Decoys>;
}
