import { describe, expect, it } from 'vitest';
import { DECISION_RULE, type ScoredDocument } from '../local/learned/decisionRule.ts';
import { NONE } from '../local/learned/naiveBayes.ts';
import {
  describeRule,
  formatRuleSweep,
  ruleGrid,
  type ScoredResult,
  underRule,
} from './decisionRules.ts';
import type { PageResult } from './realistic/evaluateSet.ts';

const result = (subcategory: string | null, predicted: string | null): PageResult => ({
  page: {
    domain: `${subcategory ?? 'none'}.test`,
    name: 'Acme',
    html: '',
    subcategory,
    contacts: {},
    language: 'en',
    kind: 'plain',
    split: 'dev',
  } as PageResult['page'],
  expectedCategory: subcategory ? 'Animals & Pets' : null,
  predicted: {
    category: predicted ? 'Animals & Pets' : null,
    subcategory: predicted,
    confidence: 0.9,
  },
  contacts: {} as PageResult['contacts'],
  profile: null,
  failure: null,
  profileMs: 1,
});

const vetScores: ScoredDocument = {
  classes: ['Animal Health', 'Bakery & Pastry', NONE],
  scores: [1, 0.5, -5],
  evidence: 20,
  language: 'eng',
};

describe('decision rules tried by cross-validation', () => {
  it('tries the shipped rule first and no rule twice', () => {
    const grid = ruleGrid();
    expect(grid[0]).toEqual(DECISION_RULE);
    expect(new Set(grid.map(describeRule)).size).toBe(grid.length);
  });

  it('decides a page again from its scores, and leaves a page told apart before alone', () => {
    const page: ScoredResult = { result: result('Animal Health', null), scored: vetScores };
    expect(underRule(page, DECISION_RULE).predicted.subcategory).toBe('Animal Health');
    expect(
      underRule(page, { ...DECISION_RULE, minProbability: 0.9 }).predicted.subcategory,
    ).toBeNull();
    const parked: ScoredResult = { result: result(null, null), scored: null };
    expect(underRule(parked, { ...DECISION_RULE, minProbability: 0 })).toBe(parked.result);
  });

  it('prints one line per rule with each split', () => {
    const pages: ScoredResult[] = [{ result: result('Animal Health', null), scored: vetScores }];
    const text = formatRuleSweep(pages, [DECISION_RULE], ['dev']);
    expect(text.trim().split('\n')).toHaveLength(2);
    expect(text).toContain('100.0');
  });
});
