import { describe, expect, it } from 'vitest';
import type { SetReport, Tally } from './evaluateSet.ts';
import { formatSetReport, generatedSplit } from './printReport.ts';
import { CONTACT_FIELDS } from './scoreContacts.ts';

const tally: Tally = {
  labelled: 4,
  mainCorrect: 3,
  subCorrect: 2,
  categorised: 4,
  sayNothing: 1,
  abstained: 1,
};

const report: SetReport = {
  provider: 'local',
  results: [],
  tallies: new Map([
    ['train/all', tally],
    ['test/all', { ...tally, mainCorrect: 1 }],
  ]),
  contacts: Object.fromEntries(
    CONTACT_FIELDS.map((field) => [field, { correct: 0, missing: 0, invented: 0, absent: 0 }]),
  ) as SetReport['contacts'],
  meanProfileMs: 1,
  maxProfileMs: 2,
};

describe('the evaluation report', () => {
  it('prints both splits of the generated set by default', () => {
    const text = formatSetReport(report);
    expect(text).toContain('test split');
    expect(text).toContain('train split');
  });

  it('prints only the train split when tuning asks for it (--split train)', () => {
    const text = formatSetReport(report, { set: generatedSplit('train') });
    expect(text).toContain('train split only');
    expect(text).toMatch(/all\s+4\s+75\.0%\s+50\.0%/);
    expect(text).not.toContain('test split');
    expect(text).not.toContain('25.0%');
  });
});
