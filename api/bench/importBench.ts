import pino from 'pino';
import { loadConfig } from '../src/config/config.ts';
import { createContext } from '../src/context.ts';
import { importReviews } from '../src/services/import/importReviews.ts';
import { benchDatabase, memorySampler } from './benchDatabase.ts';
import { generatedCsv } from './generateCsv.ts';

/**
 * Import speed and memory: `rows` distinct generated rows over rows / 50 companies on a fresh
 * database of `engine`, then the same file again (every row a duplicate).
 */
export async function importBench(rows: number, engine: 'pglite' | 'postgresql'): Promise<void> {
  const db = await benchDatabase(engine);
  try {
    const ctx = createContext({
      db,
      config: loadConfig({ SESSION_SECRET: 'b'.repeat(40), DATA_DIR: '/tmp/review-bench' }),
      logger: pino({ level: 'silent' }),
      actor: { type: 'system', name: 'bench' },
    });
    global.gc?.();
    const memory = memorySampler();
    const started = performance.now();
    const batchSize = Number(process.env.BENCH_BATCH ?? 1000);
    const first = await importReviews(ctx, generatedCsv(rows), {
      onProgress: memory.sample,
      batchSize,
    });
    const seconds = (performance.now() - started) / 1000;
    const figures = memory.stop();
    const againStarted = performance.now();
    const again = await importReviews(ctx, generatedCsv(rows));
    const againSeconds = (performance.now() - againStarted) / 1000;
    console.log(
      JSON.stringify({
        bench: 'import',
        engine,
        rows,
        imported: first.imported,
        failed: first.failed,
        seconds: Number(seconds.toFixed(1)),
        rowsPerSecond: Math.round(rows / seconds),
        ...figures,
        reimport: {
          duplicates: again.duplicates,
          seconds: Number(againSeconds.toFixed(1)),
          rowsPerSecond: Math.round(rows / againSeconds),
        },
      }),
    );
  } finally {
    await db.close();
  }
}
