import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from '../queryKeys.ts';

/** A company's counters (totals, average) and its list change with every item. */
export function refreshCompany(queryClient: QueryClient, domain: string) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: queryKeys.company(domain), exact: true }),
    queryClient.invalidateQueries({ queryKey: queryKeys.reviews(domain) }),
  ]);
}
