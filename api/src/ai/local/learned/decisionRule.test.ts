import { describe, expect, it } from 'vitest';
import { DECISION_RULE, decide, type ScoredDocument } from './decisionRule.ts';
import { NONE } from './naiveBayes.ts';

const CLASSES = ['Animal Health', 'Cats & Dogs', 'Bakery & Pastry', 'Lawyers & Attorneys', NONE];

/** A page the model scored: log-scores per class in CLASSES' order. */
const scored = (scores: number[], evidence = 20): ScoredDocument => ({
  classes: CLASSES,
  scores,
  evidence,
  language: 'eng',
});

describe('the decision rule', () => {
  it('names the best main category and its best subcategory when the rule is met', () => {
    const decision = decide(scored([5, 4, 0, 0, -5]));
    expect(decision.category).toBe('Animals & Pets');
    expect(decision.subcategory).toBe('Animal Health');
    expect(decision.saysNothing).toBe(false);
  });

  it('sums subcategories into their main category before the threshold', () => {
    // Bakery & Pastry is the best subcategory, but Animal Health and Cats & Dogs together win.
    const decision = decide(scored([1, 1, 1.2, 0, -5]));
    expect(decision.category).toBe('Animals & Pets');
  });

  it('says nothing under the probability, the evidence or the margin', () => {
    expect(decide(scored([1, 0, 1, 1, -5])).category).toBeNull();
    const thin = { ...DECISION_RULE, minEvidence: 8 };
    expect(decide(scored([5, 4, 0, 0, -5], 7), thin).category).toBeNull();
    expect(decide(scored([5, 4, 0, 0, -5], 8), thin).category).not.toBeNull();
    const close = scored([2, 0, 1.5, 0, -5]);
    expect(decide(close).category).toBe('Animals & Pets');
    expect(decide(close, { ...DECISION_RULE, minMargin: 0.5 }).category).toBeNull();
  });

  it('flattens the probabilities with a temperature, not the say-nothing class', () => {
    const page = scored([3, 0, 0, 0, -5]);
    expect(decide(page).category).toBe('Animals & Pets');
    expect(decide(page, { ...DECISION_RULE, temperature: 10 }).category).toBeNull();
    const blank = scored([0, 0, 0, 0, 3]);
    expect(decide(blank).saysNothing).toBe(true);
    expect(decide(blank, { ...DECISION_RULE, minProbability: 0 }).category).toBeNull();
  });
});
