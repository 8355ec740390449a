import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sendWrite } from '../sendWrite.ts';
import { refreshForNewSession } from './session.ts';

/** In its own file: the navigation bar needs it on every page, without the form schemas. */
export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      sendWrite<unknown>({ kind: 'logout', method: 'POST', url: '/api/auth/logout' }),
    onSuccess: () => refreshForNewSession(queryClient, null),
  });
}
