import Router from '@koa/router';
import type { ReviewCreated, VoteResult } from '#shared/types/api';
import { idempotent } from '../../http/idempotency.ts';
import { publicLimits } from '../../http/publicLimits.ts';
import { readOnReplica } from '../../http/readRouting.ts';
import { reviewAddressHash } from '../../http/reviewAddressHash.ts';
import { inputOf, validate } from '../../http/validate.ts';
import { viewerOf } from '../../http/viewerHash.ts';
import { voteAddressHash } from '../../http/voteAddressHash.ts';
import { asWriter, requestContext } from '../../http/writer.ts';
import { presentReview } from '../../presenters/review.ts';
import { createReview } from '../../services/reviews/createReview.ts';
import { listCompanyReviews } from '../../services/reviews/listCompanyReviews.ts';
import { voteOnReview } from '../../services/reviews/voteOnReview.ts';
import {
  ReviewCreateRequestSchema,
  ReviewListSchema,
  ReviewViewsRequestSchema,
  ReviewVoteSchema,
} from './schema.ts';

/** A company's reviews, complaints and comments, and votes on them (public-site.md §7). */
export const reviewsRouter = new Router();

reviewsRouter.get('/companies/domain/:domain/reviews', validate(ReviewListSchema), async (ctx) => {
  const { params, query } = inputOf(ctx, ReviewListSchema);
  const page = await readOnReplica(ctx, (reads) => listCompanyReviews(reads, params.domain, query));
  if (page.nextCursor) ctx.set('X-Next-Cursor', page.nextCursor);
  ctx.body = page.reviews.map((review) =>
    presentReview(
      review,
      page.myVotes.get(review.id),
      ctx.state.actor,
      // The owner answers public reviews only (a held one is its author's until approved).
      page.viewerOwnsCompany && review.status === 'published',
    ),
  );
});

reviewsRouter.post(
  '/companies/domain/:domain/reviews',
  publicLimits.review,
  asWriter,
  validate(ReviewCreateRequestSchema),
  idempotent(),
  async (ctx) => {
    const { params, body } = inputOf(ctx, ReviewCreateRequestSchema);
    const { review } = await createReview(requestContext(ctx), params.domain, body, {
      addressHash: (companyId) => reviewAddressHash(ctx, companyId, body.type),
    });
    const answer: ReviewCreated = {
      message: 'Review created',
      review: presentReview(review, undefined, ctx.state.actor),
      // Posted without an account: the wizard offers sign-up, which attaches it.
      ...(ctx.state.actor.type === 'user' ? {} : { anonymous: true as const }),
    };
    ctx.status = 201;
    ctx.body = answer;
  },
);

// A cookie-less vote still gets a visitor session (docs/ARCHITECTURE.md "Identity and
// sessions": an anonymous browser gets one the first time it writes), so the browser's next votes
// switch or repeat as its own and its page shows them. What stops stuffing is the address key, not the session: a refused vote
// (409, 429) creates no session, so 30 cookie-less votes from one address make one vote and one
// session row.
reviewsRouter.post(
  '/reviews/:id/vote',
  publicLimits.vote,
  asWriter,
  validate(ReviewVoteSchema),
  idempotent(),
  async (ctx) => {
    const { params, body } = inputOf(ctx, ReviewVoteSchema);
    const outcome = await voteOnReview(requestContext(ctx), params.id, body.voteType, {
      addressHash: voteAddressHash(ctx, params.id),
    });
    const answer: VoteResult = {
      message: 'Vote recorded',
      review: presentReview(outcome.review, outcome.mine),
    };
    ctx.status = outcome.created ? 201 : 200;
    ctx.body = answer;
  },
);

// The PWA reports the reviews a visitor had on screen, in batches. No session is created for
// it (a reader is not a writer) and no idempotency key is needed: a repeat is a no-op by design.
// The views are counted off the request (`ViewCounter`): written within 2 s, unknown ids skipped
// then.
reviewsRouter.post(
  '/reviews/views',
  publicLimits.views,
  validate(ReviewViewsRequestSchema),
  async (ctx) => {
    const { body } = inputOf(ctx, ReviewViewsRequestSchema);
    ctx.views.recordReviewViews(body.ids, viewerOf(ctx));
    ctx.status = 204;
  },
);
