import { readFileSync } from 'node:fs';
import { extractFacts } from '../homepage/extractFacts.ts';
import { MODEL_PATH } from '../local/learned/classifyLearned.ts';
import { createLocalProfiler } from '../local/localProfiler.ts';
import { EVALUATION_SET, generatePages } from './realistic/generate.ts';

/**
 * `npm run measure:categorize`: what the local classifier costs. The memory the model takes
 * once loaded (resident and heap growth, after a forced GC; run with --expose-gc, as the npm
 * script does) and the time to profile one homepage, page reading excluded, over the
 * evaluation set's 460 pages twice (`-- --split train`: its train pages only, for whoever tunes
 * the classifier and must not read the test split). Add the memory to the server's idle figure
 * in docs/performance.md for the server with the model loaded.
 */
async function main(): Promise<void> {
  const gc = (globalThis as { gc?: () => void }).gc;
  const usage = () => {
    gc?.();
    return process.memoryUsage();
  };
  const onlyTrain = process.argv.includes('train') && process.argv.includes('--split');
  const generated = generatePages(EVALUATION_SET);
  const pages = (onlyTrain ? generated.filter((page) => page.split === 'train') : generated).map(
    (page) => ({
      page,
      facts: extractFacts(page.html, { url: `https://${page.domain}/`, truncated: false }),
    }),
  );
  const profiler = createLocalProfiler();
  const profile = ({ page, facts }: (typeof pages)[number]) =>
    profiler.profile({ name: page.name, domain: page.domain, facts });

  const before = usage();
  let started = performance.now();
  await profile(pages[0] as (typeof pages)[number]);
  const firstMs = performance.now() - started;
  const after = usage();
  const times: number[] = [];
  for (let round = 0; round < 2; round++) {
    for (const entry of pages) {
      started = performance.now();
      await profile(entry);
      times.push(performance.now() - started);
    }
  }
  times.sort((a, b) => a - b);
  const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
  const ms = (value: number) => `${value.toFixed(1)} ms`;
  const at = (share: number) =>
    times[Math.min(times.length - 1, Math.floor(times.length * share))] ?? 0;
  process.stdout.write(
    [
      `model file ${mb(readFileSync(MODEL_PATH).length)}${gc ? '' : ' (no --expose-gc: memory figures are rough)'}`,
      `first homepage (reads the model): ${ms(firstMs)}`,
      `per homepage over ${times.length}: mean ${ms(times.reduce((a, b) => a + b, 0) / times.length)}, median ${ms(at(0.5))}, p95 ${ms(at(0.95))}, max ${ms(at(1))}`,
      `model loaded: resident +${mb(after.rss - before.rss)}, heap +${mb(after.heapUsed - before.heapUsed)}`,
      '',
    ].join('\n'),
  );
}

await main();
