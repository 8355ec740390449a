/**
 * Times `rebuildDerivedData` on an existing PostgreSQL database:
 * `npx tsx api/bench/rebuildTiming.ts postgres://.../search_1m`.
 */
import { openPostgres } from '../src/db/openDatabase.ts';
import { rebuildDerivedData } from '../src/services/companies/rebuildDerivedData.ts';

const url = process.argv[2];
if (!url) throw new Error('usage: rebuildTiming.ts <postgres url>');
const db = await openPostgres(url);
const started = performance.now();
await rebuildDerivedData(db.knex);
console.log(JSON.stringify({ rebuildDerivedDataMs: Math.round(performance.now() - started) }));
await db.close();
