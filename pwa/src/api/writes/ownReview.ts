import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReviewUpdateInput } from '#shared/schemas/reviews';
import type { ReviewDeleted, ReviewUpdated } from '#shared/types/api';
import { newIdempotencyKey } from '../idempotencyKey.ts';
import { loadSchemas } from '../schemas.ts';
import { sendWrite } from '../sendWrite.ts';
import { refreshCompany } from './refreshCompany.ts';

/**
 * An author's edit and deletion of their own review (issue 13). Both go through the outbox like
 * every public write: exactly once (Idempotency-Key), and kept on the device while offline.
 */
export function useEditReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (variables: {
      reviewId: number;
      domain: string;
      input: ReviewUpdateInput;
    }) => {
      const { ReviewUpdateSchema } = await loadSchemas();
      return sendWrite<ReviewUpdated>({
        kind: 'reviewEdit',
        method: 'PATCH',
        url: `/api/reviews/${variables.reviewId}`,
        body: ReviewUpdateSchema.parse(variables.input),
        idempotencyKey: newIdempotencyKey(),
        context: { domain: variables.domain, reviewId: variables.reviewId },
      });
    },
    onSettled: (_answer, _error, { domain }) => refreshAfterOwnChange(queryClient, domain),
  });
}

export function useDeleteReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (variables: { reviewId: number; domain: string }) =>
      sendWrite<ReviewDeleted>({
        kind: 'reviewDelete',
        method: 'DELETE',
        url: `/api/reviews/${variables.reviewId}`,
        idempotencyKey: newIdempotencyKey(),
        context: { domain: variables.domain, reviewId: variables.reviewId },
      }),
    onSettled: (_answer, _error, { domain }) => refreshAfterOwnChange(queryClient, domain),
  });
}

function refreshAfterOwnChange(queryClient: ReturnType<typeof useQueryClient>, domain: string) {
  void queryClient.invalidateQueries({ queryKey: ['/api/users'] });
  return refreshCompany(queryClient, domain);
}
