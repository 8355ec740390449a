import { findSubcategoryByName } from '#shared/catalogue/catalogue';
import type { CompanyProfile } from '#shared/schemas/companyProfile';
import { createHomepageReader } from '../../homepage/readHomepage.ts';
import { createLocalProfiler } from '../../local/localProfiler.ts';
import { profileCompany } from '../../profileCompany.ts';
import type { Profiler } from '../../profiler.ts';
import { startFixtureServer } from '../fixtureServer.ts';
import { EVALUATION_SET, generatePages, type LabelledPage, PAGE_KINDS } from './generate.ts';
import {
  CONTACT_FIELDS,
  type ContactField,
  type ContactOutcome,
  scoreContacts,
} from './scoreContacts.ts';

/**
 * What the harness needs of a labelled page: the generated set's pages, or the hand-written
 * independent set's (`../independent/`), which has its own split and no generator behind it.
 */
export type EvaluatedPage = Pick<
  LabelledPage,
  'domain' | 'name' | 'html' | 'subcategory' | 'contacts'
> & { language: string; kind: string; split: string };

export interface PageResult {
  page: EvaluatedPage;
  expectedCategory: string | null;
  predicted: { category: string | null; subcategory: string | null; confidence: number };
  contacts: Record<ContactField, ContactOutcome>;
  profile: CompanyProfile | null;
  failure: string | null;
  /** Time the profiler took (reading the page over HTTP not included). */
  profileMs: number;
}

export interface Tally {
  labelled: number;
  mainCorrect: number;
  subCorrect: number;
  categorised: number;
  /** Say-nothing pages, and how many were rightly left uncategorised. */
  sayNothing: number;
  abstained: number;
}

export interface SetReport {
  provider: string;
  results: PageResult[];
  /** `{split}/{group}`: group is a kind, `non-English`, or `all`. */
  tallies: Map<string, Tally>;
  contacts: Record<ContactField, Record<ContactOutcome, number>>;
  meanProfileMs: number;
  maxProfileMs: number;
}

/**
 * Scores a profiler on the generated evaluation set: each page served by a local HTTP server
 * and read by the real homepage reader, as a crawl would.
 */
export async function evaluateSet(
  options: { profiler?: Profiler; pages?: EvaluatedPage[] } = {},
): Promise<SetReport> {
  const profiler = options.profiler ?? createLocalProfiler();
  const pages = options.pages ?? generatePages(EVALUATION_SET);
  const byHost = new Map(pages.map((page) => [page.domain, page.html]));
  const server = await startFixtureServer(async (host) => {
    const html = byHost.get(host);
    if (html === undefined) throw new Error(`no page for ${host}`);
    return html;
  });
  const reader = createHomepageReader(server.readerOptions);
  const results: PageResult[] = [];
  try {
    for (const page of pages) {
      const homepage = await reader(page.domain);
      const started = performance.now();
      const { outcome } = await profileCompany(
        { name: page.name, domain: page.domain },
        { reader: async () => homepage, profiler },
      );
      const profileMs = performance.now() - started;
      const profile = outcome.ok ? outcome.profile : null;
      results.push({
        page,
        expectedCategory: page.subcategory
          ? (findSubcategoryByName(page.subcategory)?.categoryName ?? null)
          : null,
        predicted: {
          category: profile?.category ?? null,
          subcategory: profile?.subcategory ?? null,
          confidence: profile?.confidence ?? 0,
        },
        contacts: scoreContacts(profile, page.contacts),
        profile,
        failure: outcome.ok ? null : outcome.reason,
        profileMs,
      });
    }
  } finally {
    await server.close();
  }
  return summarise(profiler.provider, results);
}

/** Tallies per split, kind and language, contact outcomes and timing over scored pages. */
export function summarise(provider: string, results: PageResult[]): SetReport {
  const tallies = new Map<string, Tally>();
  const add = (key: string, result: PageResult) => {
    const tally = tallies.get(key) ?? {
      labelled: 0,
      mainCorrect: 0,
      subCorrect: 0,
      categorised: 0,
      sayNothing: 0,
      abstained: 0,
    };
    if (result.page.subcategory === null) {
      tally.sayNothing++;
      if (result.predicted.subcategory === null) tally.abstained++;
    } else {
      tally.labelled++;
      if (result.predicted.category === result.expectedCategory) tally.mainCorrect++;
      if (result.predicted.subcategory === result.page.subcategory) tally.subCorrect++;
      if (result.predicted.subcategory !== null) tally.categorised++;
    }
    tallies.set(key, tally);
  };
  for (const result of results) {
    for (const split of [result.page.split, 'all']) {
      add(`${split}/all`, result);
      add(`${split}/${result.page.kind}`, result);
      if (result.page.language !== 'en') add(`${split}/non-English`, result);
    }
  }
  const contacts = Object.fromEntries(
    CONTACT_FIELDS.map((field) => [field, { correct: 0, missing: 0, invented: 0, absent: 0 }]),
  ) as SetReport['contacts'];
  for (const result of results) {
    for (const field of CONTACT_FIELDS) contacts[field][result.contacts[field]]++;
  }
  const times = results.map((result) => result.profileMs);
  return {
    provider,
    results,
    tallies,
    contacts,
    meanProfileMs: times.reduce((sum, time) => sum + time, 0) / Math.max(1, times.length),
    maxProfileMs: Math.max(0, ...times),
  };
}

export const REPORT_GROUPS = ['all', 'non-English', ...PAGE_KINDS] as const;
