import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { assertTrainable, developmentPages } from '../local/training/developmentPages.ts';
import { DEVELOPMENT_SETS } from './developmentSets.ts';
import { HAND_WRITTEN_SETS } from './handWrittenSets.ts';
import { HELDOUT3_SET } from './heldout3/loadHeldout3Set.ts';
import { HELDOUT4_SET } from './heldout4/loadHeldout4Set.ts';

// The pages dir points nowhere: a guard that read a page first would fail with ENOENT instead.
const NOWHERE = '/nonexistent/pages';

describe("the trainer's guard on hand-written sets", () => {
  it('refuses heldout4 by name, even marked development, before reading a page', () => {
    expect(() => [...developmentPages([HELDOUT4_SET])]).toThrow(/heldout4 is held out/);
    const marked = { ...HELDOUT4_SET, development: true as const, pagesDir: NOWHERE };
    expect(() => [...developmentPages([marked])]).toThrow(/heldout4 is held out/);
  });

  it('refuses heldout5 by name, by folder or by directory, even marked development', () => {
    const renamed = { ...HELDOUT3_SET, directory: 'heldout5', pagesDir: NOWHERE };
    expect(() => [...developmentPages([renamed])]).toThrow(/heldout5 is held out/);
    const moved = { ...HELDOUT3_SET, pagesDir: '/repo/api/src/ai/eval/heldout5/pages' };
    expect(() => [...developmentPages([moved])]).toThrow(/heldout5 is held out/);
  });

  it('refuses heldout7 by name, by folder or by directory, even marked development', () => {
    const renamed = { ...HELDOUT3_SET, directory: 'heldout7', pagesDir: NOWHERE };
    expect(() => [...developmentPages([renamed])]).toThrow(/heldout7 is held out/);
    const moved = { ...HELDOUT3_SET, pagesDir: '/repo/api/src/ai/eval/heldout7/pages' };
    expect(() => [...developmentPages([moved])]).toThrow(/heldout7 is held out/);
  });

  it('refuses heldout8 by name, by folder or by directory, even marked development', () => {
    const renamed = { ...HELDOUT3_SET, directory: 'heldout8', pagesDir: NOWHERE };
    expect(() => [...developmentPages([renamed])]).toThrow(/heldout8 is held out/);
    const moved = { ...HELDOUT3_SET, pagesDir: '/repo/api/src/ai/eval/heldout8/pages' };
    expect(() => [...developmentPages([moved])]).toThrow(/heldout8 is held out/);
  });

  it('refuses heldout9 by name, by folder or by directory, even marked development', () => {
    const renamed = { ...HELDOUT3_SET, directory: 'heldout9', pagesDir: NOWHERE };
    expect(() => [...developmentPages([renamed])]).toThrow(/heldout9 is held out/);
    const moved = { ...HELDOUT3_SET, pagesDir: '/repo/api/src/ai/eval/heldout9/pages' };
    expect(() => [...developmentPages([moved])]).toThrow(/heldout9 is held out/);
  });

  it('refuses any set not marked development: a new set is held out', () => {
    const { development: _marked, ...unmarked } = HELDOUT3_SET;
    const elsewhere = { ...unmarked, directory: 'someNewSet', pagesDir: NOWHERE };
    expect(() => [...developmentPages([elsewhere])]).toThrow(/not marked development/);
    for (const set of HAND_WRITTEN_SETS.filter((each) => !each.development)) {
      expect(() => assertTrainable(set)).toThrow(/held out/);
    }
  });

  it('trains on the sets marked development, and on no other', () => {
    for (const set of HAND_WRITTEN_SETS) {
      expect(DEVELOPMENT_SETS.includes(set), set.directory).toBe(set.development === true);
    }
    for (const set of DEVELOPMENT_SETS) expect(() => assertTrainable(set)).not.toThrow();
  });

  it("eval:categorize refuses to list a held-out set's misses", () => {
    const cli = path.join(import.meta.dirname, 'cli.ts');
    const run = spawnSync(
      process.execPath,
      ['--import', 'tsx', cli, '--set', 'heldout9', '--misses'],
      { encoding: 'utf8', timeout: 60_000 },
    );
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(/heldout9 is held out/);
    expect(run.stdout).toBe('');
  });
});
