import type { Logger } from 'pino';
import type { Config } from '../../config/config.ts';
import { createContext } from '../../context.ts';
import type { Database } from '../../db/openDatabase.ts';

export const DEMO_SIZE = { companies: 300, reviews: 3000 } as const;

/**
 * `npm start` on a new embedded database loads a small demo dataset, so a newcomer sees a
 * living site. Never on PostgreSQL (a real deployment), never with DEMO_DATA=0, never on a
 * database that already existed.
 */
export async function loadDemoDataIfNew(options: {
  db: Database;
  config: Config;
  logger: Logger;
  fresh: boolean;
}): Promise<boolean> {
  const { db, config, logger, fresh } = options;
  if (!fresh || db.engine !== 'pglite' || !config.demoData) return false;
  const started = performance.now();
  const ctx = createContext({ db, config, logger, actor: { type: 'system', name: 'demo' } });
  // Loaded only here: faker and the generators are ~40 MB the server never needs again.
  const { seedDemoData } = await import('./seedDemoData.ts');
  const result = await seedDemoData(ctx, { ...DEMO_SIZE, seed: 20261121 });
  logger.info(
    { ...result, ms: Math.round(performance.now() - started) },
    'Loaded demo data into the new embedded database (DEMO_DATA=0 starts empty)',
  );
  return true;
}
