import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CATALOGUE, findBySlug } from '#shared/catalogue/catalogue';
import {
  type CompanyProfile,
  CompanyProfileSchema,
  emptyProfile,
} from '#shared/schemas/companyProfile';
import { assertTrainable } from '../local/training/developmentPages.ts';
import type { Profiler } from '../profiler.ts';
import type { HandWrittenLabel } from './handWrittenLabel.ts';
import {
  contactTruth,
  decoys,
  type HandWrittenSet,
  loadHandWrittenSet,
  pageFile,
  subcategoryName,
} from './handWrittenSet.ts';
import { HAND_WRITTEN_SETS } from './handWrittenSets.ts';
import { evaluateSet, type Tally } from './realistic/evaluateSet.ts';
import { formatSetReport } from './realistic/printReport.ts';
import { CONTACT_FIELDS, scoreContacts } from './realistic/scoreContacts.ts';

// These checks test a hand-written set and its wiring, never the classifier: the sets are only
// ever scored. Each set's test file runs them on its own set.

const OTHER_LANGUAGES = ['de', 'fr', 'es', 'nl', 'it', 'pt'] as const;
const KINDS = ['plain', 'jsShell', 'misleading', 'boilerplate', 'sayNothing'] as const;
const AI_DIR = path.join(import.meta.dirname, '..');
const REPO_ROOT = path.join(AI_DIR, '..', '..', '..');

/**
 * The page's text with the entities the pages use decoded, so values can be found in it, and
 * again without its tags: a number written over several spans (`<span>0721</span> <span>912
 * 38 64</span>`) is on the page as a reader sees it.
 */
function pageText(set: HandWrittenSet, label: HandWrittenLabel): string {
  const decoded = readFileSync(pageFile(set, label), 'utf8')
    .replaceAll('&amp;', '&')
    .replaceAll('&nbsp;', ' ')
    .replaceAll('&#8211;', '–');
  return `${decoded}\n${decoded.replace(/<[^>]+>/g, '')}`;
}

/** What a browser without JavaScript shows: no scripts, no noscript, no head, no tags. */
function textWithoutJavaScript(html: string): string {
  return html
    .replace(/<head[\s\S]*?<\/head>/gi, ' ')
    .replace(/<(script|noscript|style)[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * Folders whose code builds or trains the classifier, or belongs to another set: none of them
 * may import a hand-written set, or the set would stop measuring anything.
 */
function forbiddenImporters(set: HandWrittenSet): string[] {
  const others = [...HAND_WRITTEN_SETS.map((each) => each.directory), 'probe', 'realistic'].filter(
    (dir) => dir !== set.directory,
  );
  return [path.join(AI_DIR, 'local'), ...others.map((dir) => path.join(AI_DIR, 'eval', dir))];
}

export function describeHandWrittenSet(
  set: HandWrittenSet,
  expected: { minSubcategories: number },
): void {
  const labels = set.labels;
  const share = (predicate: (label: HandWrittenLabel) => boolean) =>
    labels.filter(predicate).length / labels.length;

  describe(`the ${set.directory} set`, () => {
    it('has at least 120 pages, one file per label and one label per file', () => {
      expect(labels.length).toBeGreaterThanOrEqual(120);
      const domains = labels.map((label) => label.domain);
      expect(new Set(domains).size).toBe(domains.length);
      const files = readdirSync(set.pagesDir)
        .filter((file) => file.endsWith('.html'))
        .map((file) => file.slice(0, -'.html'.length));
      expect(files.sort()).toEqual([...domains].sort());
    });

    it('labels every page with a catalogue subcategory of its main category, or uncategorised', () => {
      for (const label of labels) {
        if (label.kind === 'sayNothing') {
          expect([label.category, label.subcategory], label.domain).toEqual([
            'uncategorised',
            'uncategorised',
          ]);
          continue;
        }
        const match = findBySlug(label.subcategory);
        expect(match?.kind, `${label.domain}: ${label.subcategory}`).toBe('subcategory');
        expect(match?.category.slug, label.domain).toBe(label.category);
        expect(subcategoryName(label)).toBe(
          match?.kind === 'subcategory' ? match.subcategory.name : null,
        );
      }
    });

    it('meets the kind and language quotas', () => {
      expect(share((label) => label.language !== 'en')).toBeGreaterThanOrEqual(0.25);
      for (const language of OTHER_LANGUAGES) {
        expect(
          labels.filter((label) => label.language === language).length,
          language,
        ).toBeGreaterThanOrEqual(4);
      }
      expect(share((label) => label.kind === 'jsShell')).toBeGreaterThanOrEqual(0.15);
      expect(share((label) => label.kind === 'misleading')).toBeGreaterThanOrEqual(0.2);
      expect(share((label) => label.kind === 'boilerplate')).toBeGreaterThanOrEqual(0.15);
      expect(share((label) => label.kind === 'sayNothing')).toBeGreaterThanOrEqual(0.1);
      expect(share((label) => (label.traps ?? []).length > 0)).toBeGreaterThanOrEqual(0.2);
      // Non-English pages in every kind, not only plain ones.
      for (const kind of KINDS) {
        expect(
          labels.some((label) => label.kind === kind && label.language !== 'en'),
          kind,
        ).toBe(true);
      }
    });

    it('spreads over every main category and many subcategories', () => {
      const labelled = labels.filter((label) => label.kind !== 'sayNothing');
      const mains = new Set(labelled.map((label) => label.category));
      expect([...mains].sort()).toEqual(CATALOGUE.map((category) => category.slug).sort());
      expect(new Set(labelled.map((label) => label.subcategory)).size).toBeGreaterThanOrEqual(
        expected.minSubcategories,
      );
    });

    it('states every truth and decoy value on its page, and no decoy is the truth', () => {
      for (const label of labels) {
        const text = pageText(set, label);
        const truth = contactTruth(label);
        const fakes = decoys(label);
        const on = (value: string) => expect(text, `${label.domain}: ${value}`).toContain(value);
        for (const value of [truth.phone, truth.street, truth.linkedin, truth.facebook]) {
          if (value) on(value);
        }
        if (truth.founded) on(String(truth.founded));
        if (truth.email) {
          // An obfuscated address ("name (at) host (dot) com") still names both parts.
          const [local, host] = truth.email.split('@');
          on(local as string);
          on((host as string).split('.')[0] as string);
        }
        for (const value of [
          ...fakes.phones,
          ...fakes.emails,
          ...fakes.addresses,
          ...fakes.links,
        ]) {
          on(value);
        }
        for (const year of fakes.years) on(String(year));
        expect((label.traps ?? []).length > 0, label.domain).toBe(
          Object.values(fakes).some((values) => values.length > 0),
        );
        // A profile holding a decoy is scored as invented, never as the company's value.
        for (const phone of fakes.phones) {
          const profile = { ...emptyProfile(), phone };
          expect(scoreContacts(profile, truth).phone, `${label.domain}: ${phone}`).toBe('invented');
        }
        for (const email of fakes.emails) {
          expect(scoreContacts({ ...emptyProfile(), email }, truth).email).toBe('invented');
        }
        for (const address of fakes.addresses) {
          expect(scoreContacts({ ...emptyProfile(), address }, truth).address).toBe('invented');
        }
        for (const founded of fakes.years) {
          expect(scoreContacts({ ...emptyProfile(), founded }, truth).founded).toBe('invented');
        }
      }
    });

    it('gives the say-nothing pages no contact truth', () => {
      for (const label of labels.filter((entry) => entry.kind === 'sayNothing')) {
        expect(label.contacts, label.domain).toBeUndefined();
      }
    });

    it('makes its JS shells show (almost) no text to a browser without JavaScript', () => {
      for (const label of labels.filter((entry) => entry.kind === 'jsShell')) {
        const shown = textWithoutJavaScript(readFileSync(pageFile(set, label), 'utf8'));
        expect(shown.length, `${label.domain}: ${shown}`).toBeLessThan(40);
      }
    });

    it(
      set.development
        ? 'may be trained on: a development set'
        : 'is refused by the trainer: a held-out set',
      () => {
        if (set.development) expect(() => assertTrainable(set)).not.toThrow();
        else expect(() => assertTrainable(set)).toThrow(/held out/);
      },
    );

    // A development set reaches the trainer through `developmentSets.ts` only, after its guard.
    it('is never imported by the classifier, its training scripts or the other sets', () => {
      const importsSet = new RegExp(`from\\s+['"][^'"]*${set.directory}/`);
      for (const root of forbiddenImporters(set)) {
        for (const file of readdirSync(root, { recursive: true, encoding: 'utf8' })) {
          if (!/\.(ts|json)$/.test(file)) continue;
          const text = readFileSync(path.join(root, file), 'utf8');
          expect(text, file).not.toMatch(importsSet);
          expect(text, file).not.toContain(`eval/${set.directory}`);
        }
      }
      // The training commands (`npm run train:…`) never name the set either.
      const packageJson = JSON.parse(readFileSync(path.join(REPO_ROOT, 'package.json'), 'utf8'));
      const scripts = Object.entries(packageJson.scripts as Record<string, string>);
      const training = scripts.filter(([name]) => name.startsWith('train'));
      expect(training.length).toBeGreaterThan(0);
      for (const [name, command] of training) {
        expect(command, name).not.toContain(set.directory);
        expect(command, name).toContain('ai/local/');
      }
    });
  });

  describe(`the ${set.directory} set in the evaluation harness`, () => {
    /** Answers from the labels themselves: the harness must score it perfect. */
    const oracle: Profiler = {
      provider: 'local',
      async profile({ domain }) {
        const label = labels.find((entry) => entry.domain === domain);
        if (!label) return { ok: false, reason: `no label for ${domain}` };
        const truth = contactTruth(label);
        const subcategory = subcategoryName(label);
        const profile: CompanyProfile = {
          ...emptyProfile(),
          category: subcategory ? (findBySlug(label.category)?.category.name ?? null) : null,
          subcategory,
          phone: truth.phone,
          email: truth.email,
          address: truth.address,
          founded: truth.founded,
          social: { ...emptyProfile().social, linkedin: truth.linkedin, facebook: truth.facebook },
          confidence: subcategory ? 1 : 0,
        };
        return { ok: true, profile: CompanyProfileSchema.parse(profile) };
      },
    };

    it('serves every page over HTTP and scores a perfect answer as perfect', async () => {
      const pages = loadHandWrittenSet(set);
      const report = await evaluateSet({ profiler: oracle, pages });
      const all = report.tallies.get(`${set.split}/all`) as Tally;
      const labelled = labels.filter((label) => label.kind !== 'sayNothing').length;
      const sayNothing = labels.length - labelled;
      expect(all).toEqual({
        labelled,
        mainCorrect: labelled,
        subCorrect: labelled,
        categorised: labelled,
        sayNothing,
        abstained: sayNothing,
      });
      expect(report.results.filter((result) => result.failure)).toEqual([]);
      for (const field of CONTACT_FIELDS) {
        expect(report.contacts[field].invented, field).toBe(0);
        expect(report.contacts[field].missing, field).toBe(0);
      }
      const text = formatSetReport(report, { set: set.report });
      expect(text).toContain(set.report.title);
      for (const { heading } of set.report.splits) expect(text).toContain(heading);
      const nonEnglish = labels.filter(
        (label) => label.language !== 'en' && label.kind !== 'sayNothing',
      ).length;
      expect(text).toMatch(new RegExp(`non-English\\s+${nonEnglish}\\s+100\\.0%`));
      expect(text).toMatch(new RegExp(`sayNothing\\s+0\\s+.*${sayNothing} of ${sayNothing}`));
      expect(text).not.toContain('train split');
    }, 60_000);
  });
}
