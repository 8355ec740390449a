import { useQuery } from '@tanstack/react-query';
import type { AwardsAnswer, CompanyAward } from '#shared/types/api';
import { getJson } from '../http.ts';
import { queryKeys } from '../queryKeys.ts';

/** A computed quarter's winners (`quarter` like `2026Q3`), the latest when undefined. */
export function useAwards(quarter: string | undefined) {
  return useQuery({
    queryKey: queryKeys.awards(quarter),
    queryFn: () =>
      getJson<AwardsAnswer>(
        quarter ? `/api/awards?quarter=${encodeURIComponent(quarter)}` : '/api/awards',
      ),
  });
}

/** A company's award badges. */
export function useCompanyAwards(companyId: number) {
  return useQuery({
    queryKey: queryKeys.companyAwards(companyId),
    queryFn: () => getJson<CompanyAward[]>(`/api/companies/${companyId}/awards`),
  });
}
