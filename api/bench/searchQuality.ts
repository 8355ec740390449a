/**
 * How often the misspelt search finds what was meant, on an existing PostgreSQL database (e.g.
 * the scale benchmark's): `npx tsx api/bench/searchQuality.ts postgres://.../bench_scale_1m_smallvocab`.
 *
 * The queries are the scale bench's own misspelt searches (the same samples, seed and typos:
 * the first two words of a name, a letter dropped or two neighbours swapped). A query counts as
 * found when one of its 5 suggestions has a name starting with the two words meant, punctuation
 * aside ("Bailey, Conn and Smith" for "bailey conn"). Prints found / total.
 */
import pino from 'pino';
import { searchKey } from '#shared/text/searchKey';
import { loadConfig } from '../src/config/config.ts';
import { type Context, createContext } from '../src/context.ts';
import { openPostgres } from '../src/db/openDatabase.ts';
import { searchCompanies } from '../src/services/companies/searchCompanies.ts';
import { loadSamples } from './scale/endpoints.ts';
import { misspeltSearchPairs } from './scale/requests.ts';

const url = process.argv[2];
if (!url) throw new Error('usage: searchQuality.ts <postgres url>');
const db = await openPostgres(url);
const ctx: Context = createContext({
  db,
  config: loadConfig({ SESSION_SECRET: 'x'.repeat(32), LOG_LEVEL: 'silent' }),
  logger: pino({ level: 'silent' }),
});
try {
  // The generated ids run from 1 to the catalogue's size, which loadSamples draws from.
  const [{ maxId }] = (await db.knex('companies').max('id as maxId')) as [{ maxId: number }];
  const samples = await loadSamples(db.knex, Number(maxId));
  // The scale bench's misspelt searches: the same companies, count and seed (endpoints.ts).
  const pairs = misspeltSearchPairs(samples.searchCompanies, 300, 2);
  let found = 0;
  for (const { typo, intended } of pairs) {
    const suggestions = await searchCompanies(ctx, typo, 5);
    if (suggestions.some((company) => searchKey(company.name).startsWith(searchKey(intended))))
      found += 1;
  }
  console.log(
    JSON.stringify({
      misspelt: pairs.length,
      found,
      percent: Math.round((found / pairs.length) * 1000) / 10,
    }),
  );
} finally {
  await db.close();
}
