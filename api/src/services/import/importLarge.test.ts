import { describe, expect, it } from 'vitest';
import { generatedCsv } from '../../../bench/generateCsv.ts';
import { cliContext } from '../../test/actorContexts.ts';
import { useTestDatabase } from '../../test/database.ts';
import { importReviews } from './importReviews.ts';

const MB = 1024 * 1024;
const ROWS = 200_000;

/**
 * Memory stays flat whatever the file size: 200,000 generated rows go through the whole
 * pipeline (parse, validate, fingerprint, batch, write) while the heap is sampled after every
 * batch. The file repeats 20,000 distinct rows, so 20,000 are written and 180,000 recognised as
 * duplicates: that keeps this test to seconds on the embedded database. `npm run bench`
 * imports 200,000 distinct rows and reports the precise speed and memory figures.
 */
describe('importing a 200,000-row file', () => {
  const db = useTestDatabase();

  it('keeps memory flat', { timeout: 300_000 }, async () => {
    const before = process.memoryUsage();
    let peakRss = before.rss;
    const samples: Array<{ rows: number; heap: number }> = [];
    const result = await importReviews(cliContext(db()), generatedCsv(ROWS, { distinct: 20_000 }), {
      onProgress: ({ rowsRead }) => {
        const now = process.memoryUsage();
        samples.push({ rows: rowsRead, heap: now.heapUsed });
        peakRss = Math.max(peakRss, now.rss);
      },
    });
    expect(result).toMatchObject({ success: true, imported: 20_000, duplicates: 180_000 });
    expect(result.failed).toBe(0);

    // The lowest heap of a stretch is what survives garbage collection: if rows were kept, it
    // would climb with every row read (some 1 KB a row: ~100 MB between these stretches).
    const floor = (from: number, to: number) =>
      Math.min(...samples.filter((s) => s.rows > from && s.rows <= to).map((s) => s.heap));
    const growth = (floor(0.75 * ROWS, ROWS) - floor(0.25 * ROWS, 0.5 * ROWS)) / MB;
    expect(growth).toBeLessThan(40);
    // Loose: the embedded database lives in this process and grows with what it stores.
    expect((peakRss - before.rss) / MB).toBeLessThan(600);
  });
});
