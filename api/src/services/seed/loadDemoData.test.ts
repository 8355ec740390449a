import { PassThrough } from 'node:stream';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { CATALOGUE } from '#shared/catalogue/catalogue';
import { countRows } from '../../test/count.ts';
import { createTestDatabase } from '../../test/database.ts';
import { testConfig } from '../../test/testServer.ts';
import { DEMO_SIZE, loadDemoDataIfNew } from './loadDemoData.ts';

describe('loadDemoDataIfNew', { timeout: 180_000 }, () => {
  const logger = pino({ level: 'silent' });

  it('loads the demo set into a new embedded database only', async () => {
    const db = await createTestDatabase();
    try {
      const config = testConfig();
      expect(await loadDemoDataIfNew({ db, config, logger, fresh: false })).toBe(false);
      expect(
        await loadDemoDataIfNew({
          db,
          config: { ...config, demoData: false },
          logger,
          fresh: true,
        }),
      ).toBe(false);
      expect(
        await loadDemoDataIfNew({
          db: { ...db, engine: 'postgresql' },
          config,
          logger,
          fresh: true,
        }),
      ).toBe(false);
      expect(await countRows(db.knex, 'companies')).toBe(0);

      if (db.engine !== 'pglite') return;
      // The start-up log says what happened, so a newcomer knows where the data came from.
      const lines = new PassThrough();
      let log = '';
      lines.on('data', (chunk) => {
        log += chunk;
      });
      const loud = pino({ level: 'info' }, lines);
      expect(await loadDemoDataIfNew({ db, config, logger: loud, fresh: true })).toBe(true);
      expect(await countRows(db.knex, 'companies')).toBe(DEMO_SIZE.companies);
      expect(await countRows(db.knex, 'reviews')).toBe(DEMO_SIZE.reviews);
      expect(await countRows(db.knex, 'reviewVotes')).toBeGreaterThan(0);
      expect(await countRows(db.knex, 'reviewReplies')).toBeGreaterThan(0);
      // Across the whole catalogue: every main category has companies.
      const categories = await db.knex('companies').countDistinct({ n: 'category' }).first();
      expect(Number(categories?.n)).toBe(CATALOGUE.length);
      expect(log).toContain(
        'Loaded demo data into the new embedded database (DEMO_DATA=0 starts empty)',
      );
    } finally {
      await db.close();
    }
  });
});
