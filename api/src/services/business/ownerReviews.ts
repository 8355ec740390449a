import type { z } from 'zod';
import type { OwnerReviewListQuery } from '#shared/schemas/invitations';
import type { Context } from '../../context.ts';
import { assertCanManageBusiness } from '../../policies/businessOwner.ts';
import { findCompanyById } from '../companies/findCompany.ts';
import { LISTED_REVIEW_SELECT, type ListedReview } from '../reviews/listedReviews.ts';

const PAGE_SIZE = 20;

/**
 * The dashboard's list of a company's published reviews, complaints and comments, newest first,
 * for its owner: filtered to the unanswered ones, a rating, a type, or the ones the owner
 * flagged; each may be answered from
 * the list (`canRespond`, the existing response write). Owners never see held items, and may
 * flag but never edit or hide one.
 */
export async function listOwnerReviews(
  ctx: Context,
  companyId: number,
  query: z.output<typeof OwnerReviewListQuery>,
): Promise<ListedReview[]> {
  const company = await findCompanyById(ctx, companyId);
  assertCanManageBusiness(ctx.actor, company);
  const rows: ListedReview[] = await ctx
    .knex('reviews')
    .select(ctx.knex.raw(LISTED_REVIEW_SELECT))
    .where({ companyId: company.id, status: 'published' })
    .modify((builder) => {
      if (query.unanswered) builder.whereNull('responseContent');
      if (query.rating) builder.where('rating', query.rating);
      if (query.type) builder.where('type', query.type);
      // "Flagged by me": the owner's own flags (`review_flags.user_id`), whatever their state.
      if (query.flagged && ctx.actor.type === 'user') {
        builder.whereExists(
          ctx
            .knex('review_flags')
            .whereRaw('review_flags.review_id = reviews.id')
            .where('review_flags.user_id', ctx.actor.user.id),
        );
      }
    })
    .orderBy([
      { column: 'createdAt', order: 'desc' },
      { column: 'id', order: 'desc' },
    ])
    .limit(PAGE_SIZE)
    .offset((query.page - 1) * PAGE_SIZE);
  return rows;
}
