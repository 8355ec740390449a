import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { cliContext } from '#api/src/test/actorContexts';
import { countRows } from '#api/src/test/count';
import { HEADER } from '#api/src/test/csv';
import { useTestDatabase } from '#api/src/test/database';
import { CliError } from '../errors.ts';
import { type ImportRunProgress, importFile } from './importFile.ts';

describe('importFile (the import command core)', () => {
  const db = useTestDatabase();
  const rows = Array.from(
    { length: 30 },
    (_, i) => `core-${i % 3}.com,${1 + (i % 5)},Title ${i},Content number ${i}.,false,,,2024-05-01`,
  );
  const text = `${[HEADER, ...rows, 'core-0.com,7,Bad,Bad rating.,false,,,2024-05-01'].join('\n')}\n`;

  it('reports rows read, pace, bytes and counts while reading a file', async () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'import-core-')), 'reviews.csv');
    writeFileSync(file, text);
    const seen: ImportRunProgress[] = [];
    const result = await importFile(
      cliContext(db()),
      { path: file },
      { batchSize: 10, onProgress: (progress) => seen.push(progress) },
    );
    expect(result).toMatchObject({ success: true, imported: 30, failed: 1, rowsRead: 31 });
    expect(result.errors).toEqual([expect.stringMatching(/^Row 32: rating/)]);
    expect(seen.length).toBeGreaterThan(2);
    const last = seen.at(-1)!;
    expect(last.totalBytes).toBe(Buffer.byteLength(text));
    expect(last.bytesRead).toBe(Buffer.byteLength(text));
    expect(last.rowsPerSecond).toBeGreaterThan(0);
    // The result is the final progress too (the last frame and the summary agree).
    expect(result.rowsPerSecond).toBeCloseTo(result.rowsRead / result.seconds);
    expect(result.bytesRead).toBe(Buffer.byteLength(text));
    expect(result.totalBytes).toBe(Buffer.byteLength(text));
    expect(await countRows(db().knex, 'reviews')).toBe(30);
  });

  it('reads stdin, and a dry run writes nothing', async () => {
    const before = await countRows(db().knex, 'reviews');
    const fresh = `${HEADER}\nnew-one.com,4,New,Brand new.,false,,,2024-05-02\n`;
    const dry = await importFile(
      cliContext(db()),
      { stdin: Readable.from([fresh]) },
      { dryRun: true },
    );
    expect(dry).toMatchObject({ dryRun: true, imported: 1, duplicates: 0 });
    // stdin has no size up front; once read to the end, it is what was read.
    expect(dry.totalBytes).toBe(Buffer.byteLength(fresh));
    expect(await countRows(db().knex, 'reviews')).toBe(before);
  });

  it('names a missing file in one line', async () => {
    await expect(importFile(cliContext(db()), { path: '/no/such/file.csv' })).rejects.toEqual(
      new CliError('/no/such/file.csv: no such file'),
    );
  });
});
