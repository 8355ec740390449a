import type { QueryClient } from '@tanstack/react-query';

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

/**
 * Every company this device has data for: opened profiles, category lists, competitors and
 * earlier suggestions (all in the persisted query cache). What offline search looks through.
 */
export function cachedCompanies(queryClient: QueryClient): CachedCompany[] {
  const found = new Map<string, CachedCompany>();
  for (const query of queryClient.getQueryCache().getAll()) {
    const data: unknown = query.state.data;
    const candidates = Array.isArray(data) ? data : [data];
    for (const candidate of candidates) {
      if (isCompanyLike(candidate) && !found.has(candidate.domain)) {
        found.set(candidate.domain, {
          id: candidate.id,
          name: candidate.name,
          domain: candidate.domain,
        });
      }
    }
  }
  return [...found.values()];
}

/** Name or domain contains the text (case-insensitive); names that start with it first. */
export function searchCachedCompanies(
  queryClient: QueryClient,
  text: string,
  limit: number,
): CachedCompany[] {
  const q = text.trim().toLowerCase();
  if (q === '') return [];
  const matches = cachedCompanies(queryClient).filter(
    (company) => company.name.toLowerCase().includes(q) || company.domain.includes(q),
  );
  const rank = (company: CachedCompany) =>
    company.name.toLowerCase().startsWith(q) || company.domain.startsWith(q) ? 0 : 1;
  return matches.sort((a, b) => rank(a) - rank(b) || a.name.localeCompare(b.name)).slice(0, limit);
}
