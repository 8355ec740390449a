import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReviewFlagInput } from '#shared/schemas/reviews';
import { newIdempotencyKey } from '../idempotencyKey.ts';
import { BUSINESS_KEY } from '../queries/business.ts';
import { loadSchemas } from '../schemas.ts';
import { sendWrite } from '../sendWrite.ts';

/** What `POST /api/reviews/{id}/flags` answers (201). */
interface FlagCreated {
  message: string;
  id: number;
}

/**
 * A visitor flags a review for staff (issue 13): through the outbox like every public write, so
 * a flag made offline is sent later, exactly once (its outbox id is the Idempotency-Key).
 */
export function useFlagReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (variables: { reviewId: number; domain: string; input: ReviewFlagInput }) => {
      const { ReviewFlagSchema } = await loadSchemas();
      return sendWrite<FlagCreated>({
        kind: 'flag',
        method: 'POST',
        url: `/api/reviews/${variables.reviewId}/flags`,
        body: ReviewFlagSchema.parse(variables.input),
        idempotencyKey: newIdempotencyKey(),
        context: { domain: variables.domain, reviewId: variables.reviewId },
      });
    },
    // An owner's dashboard lists the reviews they flagged (issue 37).
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [BUSINESS_KEY] }),
  });
}
