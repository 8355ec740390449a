import { mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { compareWithStamp, sourceStateOf } from './buildState.js';

describe('build freshness', () => {
  let dir = '';
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  function sources() {
    dir = mkdtempSync(path.join(tmpdir(), 'build-state-'));
    const files = ['a.ts', 'b.ts'].map((name) => path.join(dir, name));
    for (const [i, file] of files.entries()) writeFileSync(file, `export const x${i} = ${i};\n`);
    return files;
  }

  it('is fresh while nothing moved, without asking for new times', async () => {
    const files = sources();
    const stamp = await sourceStateOf(files);
    expect(await compareWithStamp(stamp, files)).toEqual({ fresh: true });
  });

  it('is fresh when only the times moved, and gives the new times to record', async () => {
    const files = sources();
    const stamp = await sourceStateOf(files);
    const later = new Date(Date.now() + 60_000);
    utimesSync(files[0] ?? '', later, later);
    const answer = await compareWithStamp(stamp, files);
    expect(answer.fresh).toBe(true);
    expect(answer.times).toBeDefined();
    expect(answer.times).not.toBe(stamp.times);
    expect(await compareWithStamp({ ...stamp, times: answer.times }, files)).toEqual({
      fresh: true,
    });
  });

  it('is stale when a file changed, or when there is no stamp', async () => {
    const files = sources();
    const stamp = await sourceStateOf(files);
    writeFileSync(files[1] ?? '', 'export const x1 = 2;\n');
    expect(await compareWithStamp(stamp, files)).toEqual({ fresh: false });
    expect(await compareWithStamp({}, files)).toEqual({ fresh: false });
  });
});
