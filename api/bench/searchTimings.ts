/**
 * Timings of the search, category counts and category page services against an existing
 * PostgreSQL database (e.g. the scale benchmark's):
 * `npx tsx api/bench/searchTimings.ts postgres://.../bench_scale_1m`.
 *
 * Queries: random 2–6 letter prefixes of real names and domains, misspelt names (one letter
 * dropped, doubled or swapped), each timed one at a time and then 16 at a time; prints one JSON
 * line per figure (p50, p99 in ms).
 */
import { performance } from 'node:perf_hooks';
import pino from 'pino';
import { ALL_SUBCATEGORIES, CATALOGUE } from '#shared/catalogue/catalogue';
import { loadConfig } from '../src/config/config.ts';
import { type Context, createContext } from '../src/context.ts';
import { openPostgres } from '../src/db/openDatabase.ts';
import { countCompaniesBySubcategory } from '../src/services/companies/countCompaniesBySubcategory.ts';
import { listCategoryCompanies } from '../src/services/companies/listCategoryCompanies.ts';
import { searchCompanies } from '../src/services/companies/searchCompanies.ts';

const url = process.argv[2];
if (!url) throw new Error('usage: searchTimings.ts <postgres url>');
const db = await openPostgres(url);
const ctx: Context = createContext({
  db,
  config: loadConfig({ SESSION_SECRET: 'x'.repeat(32), LOG_LEVEL: 'silent' }),
  logger: pino({ level: 'silent' }),
});

let seed = 42;
const random = () => {
  seed = (seed * 1103515245 + 12345) % 2147483648;
  return seed / 2147483648;
};
const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;

const sample: Array<{ name: string; domain: string }> = await db.knex
  .raw(`select name, domain from companies tablesample system (1) limit 2000`)
  .then((r: { rows: Array<{ name: string; domain: string }> }) => r.rows);

const prefixes = Array.from({ length: 400 }, () => {
  const company = pick(sample);
  const text = random() < 0.5 ? company.name.toLowerCase() : company.domain;
  return text.slice(0, 2 + Math.floor(random() * 5));
});
const misspelt = Array.from({ length: 150 }, () => {
  const company = pick(sample);
  const words = company.name.split(/[\s,-]+/).filter((w) => w.length >= 4);
  const word = random() < 0.5 && words.length > 0 ? pick(words) : company.name;
  const at = 1 + Math.floor(random() * (word.length - 2));
  const kind = random();
  if (kind < 0.5) return word.slice(0, at) + word.slice(at + 1); // a letter dropped
  if (kind < 0.75) return word.slice(0, at) + word[at] + word.slice(at); // a letter doubled
  return word.slice(0, at) + word[at + 1] + word[at] + word.slice(at + 2); // two swapped
});

async function time(
  label: string,
  inputs: readonly string[],
  run: (input: string) => Promise<unknown>,
  concurrency = 1,
) {
  for (const input of inputs.slice(0, 20)) await run(input); // warm the cache
  const durations: number[] = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < inputs.length) {
        const input = inputs[next++]!;
        const start = performance.now();
        await run(input);
        durations.push(performance.now() - start);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  durations.sort((a, b) => a - b);
  const at = (q: number) =>
    Number(durations[Math.min(durations.length - 1, Math.floor(q * durations.length))]!.toFixed(1));
  console.log(
    JSON.stringify({
      label,
      concurrency,
      n: durations.length,
      p50: at(0.5),
      p99: at(0.99),
      max: at(1),
      perSecond: Math.round(durations.length / seconds),
    }),
  );
}

const subSlugs = Array.from({ length: 100 }, () => pick(ALL_SUBCATEGORIES).slug);
const mainSlugs = Array.from({ length: 100 }, () => pick(CATALOGUE).slug);
const only = process.argv[3];
const want = (part: string) => !only || only.split(',').includes(part);

if (want('search')) {
  await time('search prefix', prefixes, (q) => searchCompanies(ctx, q, 5));
  await time('search prefix', prefixes, (q) => searchCompanies(ctx, q, 5), 16);
  await time('search misspelt', misspelt, (q) => searchCompanies(ctx, q, 5));
  await time('search misspelt', misspelt, (q) => searchCompanies(ctx, q, 5), 16);
}
if (want('categories')) {
  await time('category counts', Array(100).fill(''), () => countCompaniesBySubcategory(ctx));
  await time('subcategory page', subSlugs, (slug) =>
    listCategoryCompanies(ctx, slug, { limit: 20, offset: 0 }),
  );
  await time('main category page', mainSlugs, (slug) =>
    listCategoryCompanies(ctx, slug, { limit: 20, offset: 0 }),
  );
  await time(
    'main category page',
    mainSlugs,
    (slug) => listCategoryCompanies(ctx, slug, { limit: 20, offset: 0 }),
    16,
  );
}
await db.close();
