import { useQuery } from '@tanstack/react-query';
import type { DataRights } from '#shared/types/api';
import { getJson } from '../http.ts';
import { queryKeys } from '../queryKeys.ts';

/** Whether "Your data" offers its buttons (GDPR mode) or the support address. */
export function useDataRights() {
  return useQuery({
    queryKey: queryKeys.dataRights,
    queryFn: () => getJson<DataRights>('/api/account/data-rights'),
    // The admin may switch GDPR mode: a visit to the profile asks again after a minute.
    staleTime: 60_000,
  });
}
