import { loadConfig } from '../src/config/config.ts';
import { openDatabase } from '../src/db/openDatabase.ts';
import { prepareDatabase } from '../src/db/prepareDatabase.ts';

/** `npm run migrate`: bring the configured database's schema (and catalogue) up to date. */
const config = loadConfig();
const db = await openDatabase(config);
try {
  await prepareDatabase(db.knex);
  console.log(`Database is up to date (${db.engine}).`);
} finally {
  await db.close();
}
