import type { ReviewResponseInput } from '#shared/schemas/reviews';
import { type Context, withTransaction } from '../../context.ts';
import { notFound } from '../../http/errors.ts';
import { Company } from '../../models/Company.ts';
import { Review } from '../../models/Review.ts';
import { assertCanRespond, OWNERSHIP_COLUMNS } from '../../policies/companyOwner.ts';
import { assertCanSubscribe } from '../../policies/publicActions.ts';

/**
 * The claimed owner answers a review of their company, once (issue 13): `PUT` creates the
 * response or rewrites it (`created` says which). Only the company's owner (policies/companyOwner)
 * may write it; the review must be public.
 */
export async function putReviewResponse(
  ctx: Context,
  reviewId: number,
  input: ReviewResponseInput,
): Promise<{ review: Review; created: boolean }> {
  assertCanSubscribe(ctx.actor);
  const owner = ctx.actor.user;
  return withTransaction(ctx, async (trx) => {
    const review = await loadOwnedReview(trx, reviewId);
    const now = new Date();
    const created = review.responseContent === null;
    const answered = await review.$query(trx.knex).patchAndFetch({
      responseContent: input.content,
      responseUserId: owner.id,
      responseCreatedAt: review.responseCreatedAt ?? now,
      responseUpdatedAt: now,
    });
    return { review: answered, created };
  });
}

/** Removes the response: its owner from the public site, staff from the admin. */
export async function deleteReviewResponse(ctx: Context, reviewId: number): Promise<Review> {
  return withTransaction(ctx, async (trx) => {
    let review: Review;
    if (trx.actor.type === 'admin') {
      const found = await Review.query(trx.knex).findById(reviewId).forUpdate();
      if (!found) throw notFound('Review not found');
      review = found;
    } else {
      assertCanSubscribe(trx.actor);
      review = await loadOwnedReview(trx, reviewId);
    }
    if (review.responseContent === null) throw notFound('This review has no response');
    return review.$query(trx.knex).patchAndFetch({
      responseContent: null,
      responseUserId: null,
      responseCreatedAt: null,
      responseUpdatedAt: null,
    });
  });
}

async function loadOwnedReview(ctx: Context, reviewId: number): Promise<Review> {
  const review = await Review.query(ctx.knex).findById(reviewId).forUpdate();
  if (review?.status !== 'published') throw notFound('Review not found');
  const company = await Company.query(ctx.knex)
    .findById(review.companyId)
    .select(...OWNERSHIP_COLUMNS);
  assertCanRespond(ctx.actor, company);
  return review;
}
