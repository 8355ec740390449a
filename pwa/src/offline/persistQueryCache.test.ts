// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../api/queryClient.ts';
import { refreshForNewSession } from '../api/writes/session.ts';
import { isPersistedQuery, refreshRestoredQueries } from './persistQueryCache.ts';

const STARTED_AT = 1_000_000;

function cacheWithData() {
  const queryClient = createQueryClient();
  const put = (key: string[], updatedAt: number) =>
    queryClient.setQueryData(key, { id: 1 }, { updatedAt });
  put(['/api/companies/domain/acme.com'], STARTED_AT - 60_000); // restored from the device
  put(['/api/companies/domain/globex.com'], STARTED_AT + 10); // fetched on this visit
  put(['/api/auth/user'], STARTED_AT - 60_000); // never persisted
  const invalidated = (key: string[]) =>
    queryClient.getQueryCache().find({ queryKey: key })?.state.isInvalidated;
  return { queryClient, invalidated };
}

afterEach(() => vi.restoreAllMocks());

describe('the persisted query cache', () => {
  it('keeps public company, review, category and user data, not the session or suggestions', () => {
    const query = (key: string, status: 'success' | 'error' = 'success') => ({
      queryKey: [key],
      state: { status } as never,
    });
    expect(isPersistedQuery(query('/api/companies/domain/acme.com'))).toBe(true);
    expect(isPersistedQuery(query('/api/reviews/7/replies'))).toBe(true);
    expect(isPersistedQuery(query('/api/categories'))).toBe(true);
    expect(isPersistedQuery(query('/api/users/3'))).toBe(true);
    expect(isPersistedQuery(query('/api/companies/search'))).toBe(false);
    expect(isPersistedQuery(query('/api/auth/user'))).toBe(false);
    expect(isPersistedQuery(query('/api/companiesX'))).toBe(false);
    expect(isPersistedQuery(query('/api/companies/domain/acme.com', 'error'))).toBe(false);
    // The owner dashboard's last figures open offline (issue 37).
    expect(
      isPersistedQuery({
        queryKey: ['/api/business', 1, 'overview'],
        state: { status: 'success' } as never,
      }),
    ).toBe(true);
    expect(isPersistedQuery(query('/api/business'))).toBe(true);
  });

  it('drops the owner dashboard’s data when the session changes, and keeps the rest', () => {
    const queryClient = createQueryClient();
    queryClient.setQueryData(['/api/business', 1, 'overview'], { reviewCount: 3 });
    queryClient.setQueryData(['/api/companies/domain/acme.com'], { id: 1 });
    refreshForNewSession(queryClient, null);
    expect(queryClient.getQueryData(['/api/business', 1, 'overview'])).toBeUndefined();
    expect(queryClient.getQueryData(['/api/companies/domain/acme.com'])).toEqual({ id: 1 });
  });

  it('online, refreshes only what was restored from the device, not this visit’s data', () => {
    const { queryClient, invalidated } = cacheWithData();
    refreshRestoredQueries(queryClient, STARTED_AT);
    expect(invalidated(['/api/companies/domain/acme.com'])).toBe(true);
    expect(invalidated(['/api/companies/domain/globex.com'])).toBe(false);
    expect(invalidated(['/api/auth/user'])).toBe(false);
  });

  it('offline, leaves the restored data as it is', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const { queryClient, invalidated } = cacheWithData();
    refreshRestoredQueries(queryClient, STARTED_AT);
    expect(invalidated(['/api/companies/domain/acme.com'])).toBe(false);
  });
});
