import { useMutation, useQueryClient } from '@tanstack/react-query';
import { newIdempotencyKey } from '../idempotencyKey.ts';
import { queryKeys } from '../queryKeys.ts';
import { sendWrite } from '../sendWrite.ts';

/**
 * A new verification link for the signed-in user (issue 13), at most 3 an hour (429 beyond).
 * Sent directly, not through the outbox: a mail asked for offline would arrive out of context.
 */
export function useResendVerification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      sendWrite<{ message: string }>({
        kind: 'resendVerification',
        method: 'POST',
        url: '/api/auth/verify-email/resend',
        idempotencyKey: newIdempotencyKey(),
      }),
    // A 409 means verified meanwhile (in another tab): the notice goes with a fresh user.
    onError: () => queryClient.invalidateQueries({ queryKey: queryKeys.currentUser }),
  });
}
