import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AccountDeleteInput } from '#shared/schemas/account';
import { forgetDevice } from '../../offline/forgetDevice.ts';
import { forgetStoredQueries } from '../../offline/persistQueryCache.ts';
import { apiFetch } from '../http.ts';
import { queryKeys } from '../queryKeys.ts';

/**
 * "Delete my account". Not through the outbox: replaying an account deletion later, from a
 * device that may by then belong to someone else, is not a write to keep; it needs the
 * network now (the dialog says so offline). On success this device forgets the account, then
 * `onDeleted` runs (before the caches empty, so the screen that asked is still there to hear it).
 */
export function useDeleteAccount(onDeleted: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: AccountDeleteInput) => {
      await apiFetch('DELETE', '/api/account', input);
      await forgetDevice().catch((error: unknown) =>
        console.error('Could not clear this device', error),
      );
    },
    onSuccess: () => {
      onDeleted();
      queryClient.clear();
      queryClient.setQueryData(queryKeys.currentUser, null);
      // The stored cache is saved on a throttle (persistQueryCache.ts): a save made while the
      // account was being deleted can write its queries back after forgetDevice removed them.
      // Every save from here on is of the emptied cache.
      forgetStoredQueries();
    },
  });
}
