import Router from '@koa/router';
import { serviceContext } from '../../../http/actor.ts';
import { requireAdmin } from '../../../http/auth.ts';
import { inputOf, validate } from '../../../http/validate.ts';
import { presentAdminReview } from '../../../presenters/admin/review.ts';
import { deleteReview } from '../../../services/adminPanel/reviews/deleteReview.ts';
import {
  listReviewsWithFlags,
  reviewStats,
} from '../../../services/adminPanel/reviews/listReviews.ts';
import {
  approveReview,
  rejectReview,
} from '../../../services/adminPanel/reviews/moderateReview.ts';
import { dismissFlags } from '../../../services/adminPanel/reviews/reviewFlags.ts';
import { sendPage } from '../sendPage.ts';
import {
  ReviewListRequestSchema,
  ReviewRequestSchema,
  ReviewStatsRequestSchema,
} from './schema.ts';

/** The admin Reviews screen: search, filter buttons, stat cards, approve / reject, delete. */
export const reviewsRouter = new Router();

reviewsRouter.get('/reviews', requireAdmin(), validate(ReviewListRequestSchema), async (ctx) => {
  const { query } = inputOf(ctx, ReviewListRequestSchema);
  const page = await listReviewsWithFlags(serviceContext(ctx, 'admin'), query);
  sendPage(ctx, page, (review) => presentAdminReview(review, page.flags.get(review.id)));
});

reviewsRouter.get(
  '/reviews/stats',
  requireAdmin(),
  validate(ReviewStatsRequestSchema),
  async (ctx) => {
    const { query } = inputOf(ctx, ReviewStatsRequestSchema);
    ctx.body = await reviewStats(serviceContext(ctx, 'admin'), query);
  },
);

reviewsRouter.delete('/reviews/:id', requireAdmin(), validate(ReviewRequestSchema), async (ctx) => {
  const { params } = inputOf(ctx, ReviewRequestSchema);
  const review = await deleteReview(serviceContext(ctx, 'admin'), params.id);
  ctx.body = { message: 'Review has been successfully deleted', id: review.id };
});

// Held reviews (issue 13): approve publishes (counters follow), reject keeps it private.
for (const [action, decide] of [
  ['approve', approveReview],
  ['reject', rejectReview],
] as const) {
  reviewsRouter.post(
    `/reviews/:id/${action}`,
    requireAdmin(),
    validate(ReviewRequestSchema),
    async (ctx) => {
      const { params } = inputOf(ctx, ReviewRequestSchema);
      const review = await decide(serviceContext(ctx, 'admin'), params.id);
      ctx.body = { message: `Review ${review.status}`, id: review.id, status: review.status };
    },
  );
}

// Visitors' flags (issue 13): dismissing clears the review from the Flagged filter.
reviewsRouter.post(
  '/reviews/:id/flags/dismiss',
  requireAdmin(),
  validate(ReviewRequestSchema),
  async (ctx) => {
    const { params } = inputOf(ctx, ReviewRequestSchema);
    const dismissed = await dismissFlags(serviceContext(ctx, 'admin'), params.id);
    ctx.body = { message: 'Flags dismissed', id: params.id, dismissed };
  },
);
