import { beforeAll, describe, expect, it } from 'vitest';
import { CATALOGUE, findSubcategoryByName } from '#shared/catalogue/catalogue';
import { type EvaluationReport, evaluateFixtures } from './evaluate.ts';
import { FIXTURES } from './fixtures/labels.ts';

/** The goals for the local provider. */
const GOALS = { main: 0.85, sub: 0.65 };
/** The goals less five points (two and a half of the 49 held-out pages): below it something broke. */
const HELD_OUT_FLOOR = { main: 0.8, sub: 0.6 };

describe('the labelled homepages', () => {
  it('are at least 150, cover every main category, and use catalogue names only', () => {
    const labelled = FIXTURES.filter(([, , subcategory]) => subcategory !== null);
    expect(labelled.length).toBeGreaterThanOrEqual(150);
    for (const [, , subcategory] of labelled) {
      expect(findSubcategoryByName(subcategory as string), String(subcategory)).toBeDefined();
    }
    const covered = new Set(
      labelled.map(
        ([, , subcategory]) => findSubcategoryByName(subcategory as string)?.categoryName,
      ),
    );
    expect([...covered].sort()).toEqual(CATALOGUE.map((category) => category.name).sort());
  });
});

describe('the local provider on the labelled homepages', () => {
  let report: EvaluationReport;
  beforeAll(async () => {
    report = await evaluateFixtures();
  });

  it('reads every homepage through the real reader', () => {
    expect(report.results.filter((result) => !result.homepageRead)).toEqual([]);
  });

  it('meets the accuracy goals for main category and subcategory', () => {
    const { all } = report.accuracy;
    expect(all.mainCorrect / all.labelled).toBeGreaterThanOrEqual(GOALS.main);
    expect(all.subCorrect / all.labelled).toBeGreaterThanOrEqual(GOALS.sub);
  });

  // The held-out pages were never used to tune the classifier (see fixtures/labels.ts); tune
  // on them and this check stops meaning anything. They are 49: one page is two points, so
  // here they guard against a collapse (`HELD_OUT_FLOOR`), not a point. The classifier's
  // measure is cross-validation over the development sets and the hand-written held-out sets
  // (docs/categorisation.md). Models chosen by it scored 83.7 % and 85.7 % main here, a page
  // either side of the goal; that is reported, not tuned away.
  it('stays near them on the held-out pages', () => {
    const { heldout } = report.accuracy;
    expect(heldout.labelled).toBeGreaterThanOrEqual(30);
    expect(heldout.mainCorrect / heldout.labelled).toBeGreaterThanOrEqual(HELD_OUT_FLOOR.main);
    expect(heldout.subCorrect / heldout.labelled).toBeGreaterThanOrEqual(HELD_OUT_FLOOR.sub);
  });

  it('leaves pages that say nothing uncategorised', () => {
    expect(report.abstention.abstained).toBe(report.abstention.expected);
  });

  it('invents no contact data on any page', () => {
    expect(report.invented).toEqual([]);
  });

  it('writes only catalogue values, each subcategory under its own category', () => {
    for (const { predicted } of report.results) {
      if (predicted.subcategory === null) {
        expect(predicted.category).toBeNull();
        continue;
      }
      expect(findSubcategoryByName(predicted.subcategory)?.categoryName).toBe(predicted.category);
    }
  });
});
