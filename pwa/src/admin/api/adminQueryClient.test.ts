import { describe, expect, it } from 'vitest';
import { createAdminQueryClient, invalidateAdminData } from './adminQueryClient.ts';

describe('invalidateAdminData', () => {
  it('marks the admin lists stale, never the session, the kept keys or other caches', async () => {
    const client = createAdminQueryClient();
    const keys = [
      ['admin', 'me'],
      ['admin', 'stats'],
      ['admin', '/api/admin/companies', { q: '' }, 0],
      ['admin', 'categorize-progress'],
      ['companies', 'acme.com'],
    ];
    for (const key of keys) client.setQueryData(key, 1);
    await invalidateAdminData(client, ['categorize-progress']);
    const stale = keys.map((key) => client.getQueryState(key)?.isInvalidated);
    expect(stale).toEqual([false, true, true, false, false]);
  });
});
