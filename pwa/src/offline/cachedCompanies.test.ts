import { describe, expect, it } from 'vitest';
import { createQueryClient } from '../api/queryClient.ts';
import { queryKeys } from '../api/queryKeys.ts';
import { cachedCompanies, offlineSearchTarget, searchCachedCompanies } from './cachedCompanies.ts';

function deviceCache() {
  const queryClient = createQueryClient();
  // Two opened profiles (Initech the latest), a category list and a review list.
  queryClient.setQueryData(
    queryKeys.company('globex.com'),
    { id: 1, name: 'Globex Corporation', domain: 'globex.com', description: 'Managed IT' },
    { updatedAt: 1_000 },
  );
  queryClient.setQueryData(
    queryKeys.company('initech.com'),
    { id: 3, name: 'Initech', domain: 'initech.com' },
    { updatedAt: 2_000 },
  );
  queryClient.setQueryData(queryKeys.categoryCompanies('it'), [
    { id: 1, name: 'Globex Corporation', domain: 'globex.com' },
    { id: 2, name: 'Big Globe Logistics', domain: 'bigglobe.io' },
    { id: 3, name: 'Initech', domain: 'initech.com' },
  ]);
  queryClient.setQueryData(queryKeys.reviews('globex.com'), [{ id: 9, title: 'x' }]);
  return queryClient;
}

describe('the companies on this device', () => {
  it('are the companies whose page is stored, latest first; a company only listed is not', () => {
    expect(cachedCompanies(deviceCache())).toEqual([
      { id: 3, name: 'Initech', domain: 'initech.com' },
      { id: 1, name: 'Globex Corporation', domain: 'globex.com' },
    ]);
  });

  it('are all listed, however many were opened', () => {
    const queryClient = createQueryClient();
    for (let i = 0; i < 45; i++) {
      queryClient.setQueryData(queryKeys.company(`c${i}.com`), {
        id: i,
        name: `Company ${i}`,
        domain: `c${i}.com`,
      });
    }
    expect(cachedCompanies(queryClient)).toHaveLength(45);
  });

  it('are searched by name or domain, names that start with the text first, up to the limit', () => {
    const queryClient = deviceCache();
    queryClient.setQueryData(queryKeys.company('bigglobe.io'), {
      id: 2,
      name: 'Big Globe Logistics',
      domain: 'bigglobe.io',
    });
    const names = (text: string, limit = 5) =>
      searchCachedCompanies(queryClient, text, limit).map((company) => company.name);
    expect(names('glob')).toEqual(['Globex Corporation', 'Big Globe Logistics']);
    expect(names(' INITECH.COM ')).toEqual(['Initech']);
    expect(names('glob', 1)).toEqual(['Globex Corporation']);
    expect(names('  ')).toEqual([]);
    expect(names('umbrella')).toEqual([]);
  });

  it('match names whatever their punctuation, as the server does', () => {
    const queryClient = deviceCache();
    queryClient.setQueryData(queryKeys.company('bcs.com'), {
      id: 7,
      name: 'Bailey, Conn & Smith',
      domain: 'bcs.com',
    });
    const names = (text: string) =>
      searchCachedCompanies(queryClient, text, 5).map((company) => company.name);
    expect(names('bailey conn')).toEqual(['Bailey, Conn & Smith']);
    expect(names('conn smith')).toEqual(['Bailey, Conn & Smith']);
    expect(names('bailey-conn')).toEqual(['Bailey, Conn & Smith']);
    expect(names('--')).toEqual([]);
  });

  it('give the search box a page that opens offline for what was typed', () => {
    const queryClient = deviceCache();
    expect(offlineSearchTarget(queryClient, 'globex', 'globex')).toBe('globex.com');
    expect(offlineSearchTarget(queryClient, 'initech.com', 'initech.com')).toBe('initech.com');
    // Listed on a category page only: not on the device, so the typed domain stays.
    expect(offlineSearchTarget(queryClient, 'big globe', 'bigglobe')).toBe('bigglobe');
  });
});
