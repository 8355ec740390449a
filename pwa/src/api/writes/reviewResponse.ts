import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReviewItem } from '#shared/types/api';
import { newIdempotencyKey } from '../idempotencyKey.ts';
import { BUSINESS_KEY } from '../queries/business.ts';
import { loadSchemas } from '../schemas.ts';
import { sendWrite } from '../sendWrite.ts';
import { refreshCompany } from './refreshCompany.ts';

/** The claimed owner writes (or rewrites) their response to a review (issue 13). */
export function useRespondToReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (variables: { reviewId: number; domain: string; content: string }) => {
      const { ReviewResponseSchema } = await loadSchemas();
      return sendWrite<{ message: string; review: ReviewItem }>({
        kind: 'response',
        method: 'PUT',
        url: `/api/reviews/${variables.reviewId}/response`,
        body: ReviewResponseSchema.parse({ content: variables.content }),
        idempotencyKey: newIdempotencyKey(),
        // Through the outbox (issue 37): written offline, it shows pending under its review.
        context: { domain: variables.domain, reviewId: variables.reviewId },
      });
    },
    onSuccess: async (_answer, { domain }) => {
      // The owner dashboard's lists and figures too (issue 37).
      void queryClient.invalidateQueries({ queryKey: [BUSINESS_KEY] });
      await refreshCompany(queryClient, domain);
    },
  });
}
