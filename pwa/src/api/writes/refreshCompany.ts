import type { InvalidateQueryFilters, QueryClient } from '@tanstack/react-query';
import { queryKeys } from '../queryKeys.ts';

/** The queries an item about a company changes: its counters (totals, average) and its lists. */
export function companyQueries(domain: string): InvalidateQueryFilters[] {
  return [
    { queryKey: queryKeys.company(domain), exact: true },
    { queryKey: queryKeys.reviews(domain) },
  ];
}

/** A company's counters (totals, average) and its list change with every item. */
export function refreshCompany(queryClient: QueryClient, domain: string) {
  return Promise.all(
    companyQueries(domain).map((filters) => queryClient.invalidateQueries(filters)),
  );
}
