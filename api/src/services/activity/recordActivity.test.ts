import { describe, expect, it } from 'vitest';
import { createContext, withTransaction } from '../../context.ts';
import { Activity } from '../../models/Activity.ts';
import { useTestDatabase } from '../../test/database.ts';
import { testConfig } from '../../test/testServer.ts';
import { recordActivity } from './recordActivity.ts';

describe('recordActivity', () => {
  const db = useTestDatabase();

  it('appends an event attributed to the actor', async () => {
    const ctx = createContext({
      db: db(),
      config: testConfig(),
      actor: { type: 'system', name: 'test' },
    });
    await recordActivity(ctx, {
      type: 'company_created',
      message: 'New company Acme Corp',
      entityType: 'company',
      entityId: 42,
      metadata: { domain: 'acme.com' },
    });
    const [event] = await Activity.query(db().knex);
    expect(event).toMatchObject({
      type: 'company_created',
      actorType: 'system',
      actorId: 'test',
      entityType: 'company',
      entityId: '42',
      metadata: { domain: 'acme.com' },
    });
  });

  it('is rolled back with the transaction it was recorded in', async () => {
    const ctx = createContext({ db: db(), config: testConfig() });
    const before = await Activity.query(db().knex).resultSize();
    await expect(
      withTransaction(ctx, async (trxCtx) => {
        await recordActivity(trxCtx, { type: 'review_posted', message: 'New review' });
        throw new Error('the write failed');
      }),
    ).rejects.toThrow('the write failed');
    expect(await Activity.query(db().knex).resultSize()).toBe(before);
  });
});
