import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { findSubcategoryByName } from '#shared/catalogue/catalogue';
import type { CompanyProfile } from '#shared/schemas/companyProfile';
import { createHomepageReader } from '../homepage/readHomepage.ts';
import { createLocalProfiler } from '../local/localProfiler.ts';
import { profileCompany } from '../profileCompany.ts';
import type { Profiler } from '../profiler.ts';
import { SITES_DIR, startFixtureServer } from './fixtureServer.ts';
import { FIXTURES, type FixtureSplit } from './fixtures/labels.ts';
import { inventedContactFields } from './invented.ts';

export interface FixtureResult {
  domain: string;
  name: string;
  split: FixtureSplit;
  expected: { category: string | null; subcategory: string | null };
  predicted: { category: string | null; subcategory: string | null; confidence: number };
  /** Why no profile came back, when none did. */
  failure: string | null;
  homepageRead: boolean;
  /** Contact fields the profile holds that the page never showed. */
  invented: string[];
  profile: CompanyProfile | null;
}

export interface Accuracy {
  labelled: number;
  mainCorrect: number;
  subCorrect: number;
  categorised: number;
}

export interface EvaluationReport {
  provider: string;
  results: FixtureResult[];
  accuracy: Record<FixtureSplit | 'all', Accuracy>;
  /** Fixtures whose page says nothing: how many were (rightly) left uncategorised. */
  abstention: { expected: number; abstained: number };
  invented: Array<{ domain: string; fields: string[] }>;
  /** How many profiles carry each contact field (all of them found on the page). */
  found: Record<'phone' | 'email' | 'address' | 'social' | 'description', number>;
}

/**
 * Runs a profiler over every fixture, each served as a homepage by a local server and read by
 * the real homepage reader, and scores the categories against the labels.
 */
export async function evaluateFixtures(
  options: { profiler?: Profiler; onResult?: (result: FixtureResult) => void } = {},
): Promise<EvaluationReport> {
  const profiler = options.profiler ?? createLocalProfiler();
  const server = await startFixtureServer();
  const reader = createHomepageReader(server.readerOptions);
  const results: FixtureResult[] = [];
  try {
    for (const [domain, name, subcategory, split] of FIXTURES) {
      const { outcome, homepage } = await profileCompany({ name, domain }, { reader, profiler });
      const html = await readFile(path.join(SITES_DIR, `${domain}.html`), 'utf8');
      const profile = outcome.ok ? outcome.profile : null;
      const result: FixtureResult = {
        domain,
        name,
        split,
        expected: {
          category: subcategory ? (findSubcategoryByName(subcategory)?.categoryName ?? null) : null,
          subcategory,
        },
        predicted: {
          category: profile?.category ?? null,
          subcategory: profile?.subcategory ?? null,
          confidence: profile?.confidence ?? 0,
        },
        failure: outcome.ok ? null : outcome.reason,
        homepageRead: homepage.ok,
        invented: profile ? inventedContactFields(profile, html) : [],
        profile,
      };
      results.push(result);
      options.onResult?.(result);
    }
  } finally {
    await server.close();
  }
  return summarise(profiler.provider, results);
}

function summarise(provider: string, results: FixtureResult[]): EvaluationReport {
  const score = (subset: FixtureResult[]): Accuracy => {
    const labelled = subset.filter((result) => result.expected.subcategory !== null);
    return {
      labelled: labelled.length,
      mainCorrect: labelled.filter((r) => r.predicted.category === r.expected.category).length,
      subCorrect: labelled.filter((r) => r.predicted.subcategory === r.expected.subcategory).length,
      categorised: labelled.filter((r) => r.predicted.subcategory !== null).length,
    };
  };
  const unlabelled = results.filter((result) => result.expected.subcategory === null);
  return {
    provider,
    results,
    accuracy: {
      all: score(results),
      tuning: score(results.filter((result) => result.split === 'tuning')),
      heldout: score(results.filter((result) => result.split === 'heldout')),
    },
    abstention: {
      expected: unlabelled.length,
      abstained: unlabelled.filter((result) => result.predicted.subcategory === null).length,
    },
    invented: results
      .filter((result) => result.invented.length > 0)
      .map((result) => ({ domain: result.domain, fields: result.invented })),
    found: {
      phone: results.filter((result) => result.profile?.phone).length,
      email: results.filter((result) => result.profile?.email).length,
      address: results.filter((result) => result.profile?.address).length,
      social: results.filter((result) => Object.values(result.profile?.social ?? {}).some(Boolean))
        .length,
      description: results.filter((result) => result.profile?.description).length,
    },
  };
}

/** Per expected main category: how many were right, and what the rest became. */
export function worstCategories(report: EvaluationReport, count = 5) {
  const byCategory = new Map<string, FixtureResult[]>();
  for (const result of report.results) {
    if (!result.expected.category) continue;
    byCategory.set(result.expected.category, [
      ...(byCategory.get(result.expected.category) ?? []),
      result,
    ]);
  }
  return [...byCategory.entries()]
    .map(([category, results]) => {
      const predicted = new Map<string, number>();
      for (const result of results) {
        const label = result.predicted.category ?? '(uncategorised)';
        predicted.set(label, (predicted.get(label) ?? 0) + 1);
      }
      const correct = predicted.get(category) ?? 0;
      return {
        category,
        total: results.length,
        correct,
        subCorrect: results.filter((r) => r.predicted.subcategory === r.expected.subcategory)
          .length,
        confusion: [...predicted.entries()].sort((a, b) => b[1] - a[1]),
      };
    })
    .sort((a, b) => a.correct / a.total - b.correct / b.total || a.subCorrect - b.subCorrect)
    .slice(0, count);
}
