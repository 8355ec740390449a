import { describe, expect, it } from 'vitest';
import type { CategorizeOutcome } from '../core/categorize.ts';
import { summaryText } from './categorize.tsx';

const failed: CategorizeOutcome = {
  mode: 'run',
  resumed: false,
  interrupted: false,
  progress: {
    isRunning: false,
    current: 1,
    total: 4,
    currentCompany: null,
    updated: 0,
    failed: 0,
    uncategorized: 0,
    unchanged: { alreadyCategorized: 0, noMatch: 0, removed: 0 },
    failures: [],
    jobId: 7,
    status: 'failed',
    error: "ENOENT: no such file, open 'model.json'",
  },
};

describe("categorize's summary", () => {
  it('says why a run failed as a whole', () => {
    const text = summaryText(failed, undefined, undefined);
    expect(text).toContain('Categorisation failed');
    expect(text).toContain("Reason: ENOENT: no such file, open 'model.json'");
  });

  it('gives no reason for a run that completed', () => {
    const completed = {
      ...failed,
      progress: { ...failed.progress, status: 'completed' as const, error: null },
    };
    expect(summaryText(completed, undefined, undefined)).not.toContain('Reason');
  });
});
