import type { ContactTruth, Decoys, TrapKind } from '../realistic/contactsTruth.ts';

type IndependentLanguage = 'en' | 'de' | 'fr' | 'es' | 'nl' | 'it' | 'pt';

/** The same kinds as the generated set, so both print in the same report. */
type IndependentKind = 'plain' | 'jsShell' | 'misleading' | 'boilerplate' | 'sayNothing';

/**
 * One hand-written homepage (`pages/{domain}.html`) and what a right answer holds. Slugs are the
 * catalogue's (`shared/catalogue`); `uncategorised` for a page that says nothing about a business.
 * `contacts` lists only what the page states as the company's own; `decoys` are values on the page
 * that are not the company's and must never be taken.
 */
export interface IndependentLabel {
  domain: string;
  name: string;
  language: IndependentLanguage;
  kind: IndependentKind;
  category: string;
  subcategory: string;
  contacts?: Partial<ContactTruth>;
  traps?: TrapKind[];
  decoys?: Partial<Decoys>;
}
