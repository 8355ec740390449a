import {
  type InfiniteData,
  type QueryClient,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import type { VoteType } from '#shared/schemas/reviews';
import type { ReviewItem, VoteResult } from '#shared/types/api';
import type { CursorPage } from '../http.ts';
import { newIdempotencyKey } from '../idempotencyKey.ts';
import { queryKeys } from '../queryKeys.ts';
import { loadSchemas } from '../schemas.ts';
import { sendWrite } from '../sendWrite.ts';

/** Puts the server's fresh counters for one item into the cached pages that show it. */
function replaceReview(queryClient: QueryClient, domain: string, review: ReviewItem) {
  // Every sorted or filtered list of the company (keys under the same prefix).
  queryClient.setQueriesData<InfiniteData<CursorPage<ReviewItem>>>(
    { queryKey: queryKeys.reviews(domain) },
    (data) =>
      data && {
        ...data,
        pages: data.pages.map((page) => ({
          ...page,
          items: page.items.map((item) => (item.id === review.id ? review : item)),
        })),
      },
  );
}

export function useVote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({
      reviewId,
      voteType,
      domain,
    }: {
      reviewId: number;
      voteType: VoteType;
      domain: string;
    }) => {
      const { VoteSchema } = await loadSchemas();
      return sendWrite<VoteResult>({
        kind: 'vote',
        method: 'POST',
        url: `/api/reviews/${reviewId}/vote`,
        body: VoteSchema.parse({ voteType }),
        idempotencyKey: newIdempotencyKey(),
        context: { domain, reviewId },
      });
    },
    onSuccess: (result, { domain }) => {
      replaceReview(queryClient, domain, result.review);
      // The company's totals (upvotes, claps) changed too.
      void queryClient.invalidateQueries({ queryKey: queryKeys.company(domain), exact: true });
    },
  });
}
