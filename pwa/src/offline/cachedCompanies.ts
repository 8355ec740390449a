import type { QueryClient } from '@tanstack/react-query';
import { searchKey } from '#shared/text/searchKey';

export interface CachedCompany {
  name: string;
  domain: string;
  id: number;
}

function isCompanyLike(value: unknown): value is CachedCompany {
  if (!value || typeof value !== 'object') return false;
  const { name, domain, id } = value as Record<string, unknown>;
  return typeof name === 'string' && typeof domain === 'string' && typeof id === 'number';
}

const PROFILE_KEY = '/api/companies/domain';

/**
 * The companies whose profile is stored on this device, most recently loaded first: exactly
 * the company pages that open offline. A company merely listed somewhere (a category page,
 * competitors, an old suggestion) is not one of them: its page would not open.
 */
export function cachedCompanies(queryClient: QueryClient): CachedCompany[] {
  const profiles = queryClient
    .getQueryCache()
    .getAll()
    .filter(
      (query) =>
        query.queryKey.length === 2 &&
        query.queryKey[0] === PROFILE_KEY &&
        isCompanyLike(query.state.data),
    )
    .sort((a, b) => b.state.dataUpdatedAt - a.state.dataUpdatedAt);
  const found = new Map<string, CachedCompany>();
  for (const query of profiles) {
    const { id, name, domain } = query.state.data as CachedCompany;
    if (!found.has(domain)) found.set(domain, { id, name, domain });
  }
  return [...found.values()];
}

/**
 * Name (punctuation aside, `searchKey`) or domain contains the text (case-insensitive); names
 * and domains that start with it first.
 */
export function searchCachedCompanies(
  queryClient: QueryClient,
  text: string,
  limit: number,
): CachedCompany[] {
  const q = text.trim().toLowerCase();
  if (q === '') return [];
  const key = searchKey(q);
  const found = cachedCompanies(queryClient).flatMap((company) => {
    const name = key === '' ? undefined : searchKey(company.name);
    if (!name?.includes(key) && !company.domain.includes(q)) return [];
    const startsWith = name?.startsWith(key) || company.domain.startsWith(q);
    return [{ company, rank: startsWith ? 0 : 1 }];
  });
  return found
    .sort((a, b) => a.rank - b.rank || a.company.name.localeCompare(b.company.name))
    .slice(0, limit)
    .map((match) => match.company);
}

/**
 * Where the search box goes offline for what was typed: the company itself when its page is
 * on the device, else the best on-device match, else the typed domain (which then says it is
 * offline and lists what is here).
 */
export function offlineSearchTarget(
  queryClient: QueryClient,
  text: string,
  typedDomain: string,
): string {
  const companies = cachedCompanies(queryClient);
  if (companies.some((company) => company.domain === typedDomain)) return typedDomain;
  return searchCachedCompanies(queryClient, text, 1)[0]?.domain ?? typedDomain;
}
