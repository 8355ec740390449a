import pino from 'pino';
import { describe, expect, it } from 'vitest';
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
      expect(await loadDemoDataIfNew({ db, config, logger, fresh: true })).toBe(true);
      expect(await countRows(db.knex, 'companies')).toBe(DEMO_SIZE.companies);
      expect(await countRows(db.knex, 'reviews')).toBe(DEMO_SIZE.reviews);
    } finally {
      await db.close();
    }
  });
});
