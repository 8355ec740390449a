import type { QueryClient } from '@tanstack/react-query';
import type { AuthUser } from '#shared/types/api';
import { loadOffline } from '../../offline/loadOffline.ts';
import { BUSINESS_KEY } from '../queries/business.ts';
import { queryKeys } from '../queryKeys.ts';

/**
 * After the session changes, the current user is set, the owner dashboard's data is dropped and
 * everything else that depends on who is asking (my votes, my subscriptions) is refetched in
 * the background.
 */
export function refreshForNewSession(queryClient: QueryClient, user: AuthUser | null): void {
  queryClient.setQueryData(queryKeys.currentUser, user);
  // The owner dashboard's data belongs to the account that read it: never shown to the next
  // one, and gone from the device's stored cache with it.
  queryClient.removeQueries({ queryKey: [BUSINESS_KEY] });
  // Writes that were answered 401 waited for exactly this.
  if (user) {
    void loadOffline()
      .then(({ outbox }) => outbox.signedIn())
      .catch(() => undefined);
  }
  void queryClient.invalidateQueries({
    predicate: (query) => query.queryKey[0] !== queryKeys.currentUser[0],
  });
}
