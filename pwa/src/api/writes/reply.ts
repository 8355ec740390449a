import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReplyCreateInput } from '#shared/schemas/reviews';
import type { Reply } from '#shared/types/api';
import { newIdempotencyKey } from '../idempotencyKey.ts';
import { queryKeys } from '../queryKeys.ts';
import { loadSchemas } from '../schemas.ts';
import { sendWrite } from '../sendWrite.ts';

export function useCreateReply() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({
      reviewId,
      input,
      domain,
      pendingReviewId,
    }: {
      reviewId: number;
      input: ReplyCreateInput;
      domain: string;
      /** Replying to a review still in the outbox: sent once that review is on the server. */
      pendingReviewId?: string;
    }) => {
      const { ReplyCreateSchema } = await loadSchemas();
      return sendWrite<Reply>({
        kind: 'reply',
        method: 'POST',
        url: pendingReviewId ? '' : `/api/reviews/${reviewId}/replies`,
        body: ReplyCreateSchema.parse(input),
        idempotencyKey: newIdempotencyKey(),
        context: { domain, reviewId },
        ...(pendingReviewId ? { dependsOn: pendingReviewId } : {}),
      });
    },
    onSuccess: (_reply, { reviewId, domain }) => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.replies(reviewId) });
      // The item's reply count.
      void queryClient.invalidateQueries({ queryKey: queryKeys.reviews(domain) });
    },
  });
}
