import { beforeAll, describe, expect, it } from 'vitest';
import { evaluateSet, type SetReport, type Tally } from './evaluateSet.ts';
import { formatSetReport } from './printReport.ts';
import { CONTACT_FIELDS } from './scoreContacts.ts';

/** The goals, on the test split (never used for training or tuning). */
const GOALS = { main: 0.9, sub: 0.8, nonEnglishMain: 0.85, abstain: 10 / 11, uncategorised: 0.05 };

describe('the local provider on the generated homepages (test split)', () => {
  let report: SetReport;
  let test: Tally;
  beforeAll(async () => {
    report = await evaluateSet();
    test = report.tallies.get('test/all') as Tally;
  }, 120_000);

  it('meets the accuracy goals', () => {
    expect(test.mainCorrect / test.labelled).toBeGreaterThanOrEqual(GOALS.main);
    expect(test.subCorrect / test.labelled).toBeGreaterThanOrEqual(GOALS.sub);
    const nonEnglish = report.tallies.get('test/non-English') as Tally;
    expect(nonEnglish.mainCorrect / nonEnglish.labelled).toBeGreaterThanOrEqual(
      GOALS.nonEnglishMain,
    );
  });

  it('leaves pages that say nothing uncategorised, and few others', () => {
    expect(test.abstained / test.sayNothing).toBeGreaterThanOrEqual(GOALS.abstain);
    expect(1 - test.categorised / test.labelled).toBeLessThanOrEqual(GOALS.uncategorised);
  });

  it('invents no contact value on any page, decoys included', () => {
    for (const field of CONTACT_FIELDS) expect(report.contacts[field].invented, field).toBe(0);
    expect(report.contacts.phone.correct).toBeGreaterThan(0);
  });

  it('prints the figures per split and kind', () => {
    const text = formatSetReport(report);
    expect(text).toContain('test split');
    expect(text).toMatch(/jsShell\s+\d+/);
    expect(text).toContain('invented values in total: 0');
  });
});
