import type { QueryClient } from '@tanstack/react-query';
import type { AuthUser } from '#shared/types/api';
import { loadOffline } from '../../offline/loadOffline.ts';
import { queryKeys } from '../queryKeys.ts';

/**
 * After the session changes, the current user is set and everything that depends on who is
 * asking (my votes, my subscriptions) is refetched in the background.
 */
export function refreshForNewSession(queryClient: QueryClient, user: AuthUser | null): void {
  queryClient.setQueryData(queryKeys.currentUser, user);
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
