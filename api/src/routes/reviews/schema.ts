import { z } from 'zod';
import { COMPANY_REVIEW_SORTS } from '#shared/api/reviewList';
import { domainInput, idParam, LIMITS } from '#shared/schemas/common';
import {
  REVIEW_TYPES,
  ReviewCreateSchema,
  ReviewViewsSchema,
  VoteSchema,
} from '#shared/schemas/reviews';
import { cursorParam } from '../../http/cursorParam.ts';

export const ReviewListSchema = z.object({
  params: z.object({ domain: domainInput }),
  query: z.object({
    limit: z.coerce
      .number({ error: 'must be a number' })
      .int({ error: 'must be a whole number' })
      .min(1, { error: 'must be at least 1' })
      .max(LIMITS.pageSizeMax, { error: `must be at most ${LIMITS.pageSizeMax}` })
      .default(50),
    before: cursorParam.optional(),
    // The rating picture's filters and sort (issue 14).
    sort: z
      .enum(COMPANY_REVIEW_SORTS, { error: 'must be recent, helpful, highest or lowest' })
      .default('recent'),
    stars: z.coerce
      .number({ error: 'must be a number' })
      .int({ error: 'must be a whole number from 1 to 5' })
      .min(1, { error: 'must be a whole number from 1 to 5' })
      .max(5, { error: 'must be a whole number from 1 to 5' })
      .optional(),
    type: z.enum(REVIEW_TYPES, { error: 'must be review, complaint or comment' }).optional(),
  }),
});

export const ReviewCreateRequestSchema = z.object({
  params: z.object({ domain: domainInput }),
  body: ReviewCreateSchema,
});

export const ReviewVoteSchema = z.object({
  params: z.object({ id: idParam }),
  body: VoteSchema,
});

export const ReviewViewsRequestSchema = z.object({ body: ReviewViewsSchema });
