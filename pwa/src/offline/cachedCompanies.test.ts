import { describe, expect, it } from 'vitest';
import { createQueryClient } from '../api/queryClient.ts';
import { cachedCompanies, searchCachedCompanies } from './cachedCompanies.ts';

function deviceCache() {
  const queryClient = createQueryClient();
  // An opened profile, a category list and a review list (not companies at all).
  queryClient.setQueryData(['/api/companies/domain/globex.com'], {
    id: 1,
    name: 'Globex Corporation',
    domain: 'globex.com',
    description: 'Managed IT',
  });
  queryClient.setQueryData(
    ['/api/categories', 'it'],
    [
      { id: 1, name: 'Globex Corporation', domain: 'globex.com' },
      { id: 2, name: 'Big Globe Logistics', domain: 'bigglobe.io' },
      { id: 3, name: 'Initech', domain: 'initech.com' },
    ],
  );
  queryClient.setQueryData(['/api/companies/domain/globex.com/reviews'], [{ id: 9, title: 'x' }]);
  return queryClient;
}

describe('the companies on this device', () => {
  it('are every company in the query cache, once each, whatever screen loaded it', () => {
    const companies = cachedCompanies(deviceCache());
    expect(companies.map((company) => company.domain).sort()).toEqual([
      'bigglobe.io',
      'globex.com',
      'initech.com',
    ]);
    expect(companies.find((company) => company.domain === 'globex.com')).toEqual({
      id: 1,
      name: 'Globex Corporation',
      domain: 'globex.com',
    });
  });

  it('are searched by name or domain, names that start with the text first, up to the limit', () => {
    const queryClient = deviceCache();
    const names = (text: string, limit = 5) =>
      searchCachedCompanies(queryClient, text, limit).map((company) => company.name);
    expect(names('glob')).toEqual(['Globex Corporation', 'Big Globe Logistics']);
    expect(names(' INITECH.COM ')).toEqual(['Initech']);
    expect(names('glob', 1)).toEqual(['Globex Corporation']);
    expect(names('  ')).toEqual([]);
    expect(names('umbrella')).toEqual([]);
  });
});
