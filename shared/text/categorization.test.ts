import { describe, expect, it } from 'vitest';
import { categorizationSummary, unchangedReasons, unchangedTotal } from './categorization.ts';

describe('categorization summary', () => {
  it('accounts for every company: updated, unchanged with why, failed', () => {
    const unchanged = { alreadyCategorized: 11, noMatch: 280, removed: 0 };
    expect(unchangedTotal(unchanged)).toBe(291);
    expect(unchangedReasons(unchanged)).toBe('280 no better match, 11 already categorized');
    expect(categorizationSummary({ total: 302, updated: 11, failed: 0, unchanged })).toBe(
      '11 of 302 companies updated, 291 unchanged (280 no better match, 11 already categorized), 0 failed',
    );
  });

  it('leaves out reasons that did not happen', () => {
    const none = { alreadyCategorized: 0, noMatch: 0, removed: 0 };
    expect(categorizationSummary({ total: 1, updated: 1, failed: 0, unchanged: none })).toBe(
      '1 of 1 company updated, 0 unchanged, 0 failed',
    );
  });
});
