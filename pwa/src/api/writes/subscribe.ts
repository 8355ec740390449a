import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CompanyProfile } from '#shared/types/api';
import { queryKeys } from '../queryKeys.ts';
import { sendWrite } from '../sendWrite.ts';

/** Subscribing is persisted for signed-in users; the profile's flag follows the answer. */
export function useSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ company, subscribe }: { company: CompanyProfile; subscribe: boolean }) =>
      sendWrite<unknown>({
        kind: subscribe ? 'subscribe' : 'unsubscribe',
        method: subscribe ? 'POST' : 'DELETE',
        url: `/api/companies/${company.id}/subscribe`,
      }),
    onSuccess: (_answer, { company, subscribe }) => {
      queryClient.setQueryData<CompanyProfile>(
        queryKeys.company(company.domain),
        (current) => current && { ...current, isSubscribed: subscribe },
      );
    },
  });
}
