import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  AccountEmailInput,
  AccountNameInput,
  AccountPasswordInput,
} from '#shared/schemas/account';
import type { AuthUser } from '#shared/types/api';
import { apiFetch, readJson } from '../http.ts';
import { queryKeys } from '../queryKeys.ts';

async function send<T>(method: string, url: string, body: unknown): Promise<T> {
  return readJson<T>(await apiFetch(method, url, body));
}

/**
 * A signed-in user's own settings (issue 34). Not through the outbox: two of them ask for the
 * password, and none is worth replaying later from a device that may have changed hands.
 */
export function useChangeName() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AccountNameInput) => send<AuthUser>('PATCH', '/api/account/name', input),
    onSuccess: (user) => {
      queryClient.setQueryData(queryKeys.currentUser, user);
      // The profile page and the lists that show the name read it again.
      void queryClient.invalidateQueries({ queryKey: queryKeys.user(user.id) });
    },
  });
}

export function useChangePassword() {
  return useMutation({
    mutationFn: (input: AccountPasswordInput) =>
      send<{ message: string }>('PUT', '/api/account/password', input),
  });
}

export function useChangeEmail() {
  return useMutation({
    mutationFn: (input: AccountEmailInput) =>
      send<{ message: string; pendingEmail: string }>('POST', '/api/account/email', input),
  });
}
