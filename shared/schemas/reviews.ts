import { z } from 'zod';
import { idValue, LIMITS } from './common.ts';

export const REVIEW_TYPES = ['review', 'complaint', 'comment'] as const;
export type ReviewType = (typeof REVIEW_TYPES)[number];

const VOTE_TYPES = ['upvote', 'downvote', 'clap'] as const;
export type VoteType = (typeof VOTE_TYPES)[number];

const BOTH_TEXTS = 'Please fill in both title and review content';

/** The fields a review, complaint or comment is written with (create and edit). */
const reviewFields = {
  title: z
    .string({ error: BOTH_TEXTS })
    .trim()
    .min(1, { error: BOTH_TEXTS })
    .max(LIMITS.titleMax, { error: `Title must be at most ${LIMITS.titleMax} characters` }),
  content: z
    .string({ error: BOTH_TEXTS })
    .trim()
    .min(1, { error: BOTH_TEXTS })
    .max(LIMITS.contentMax, {
      error: `Review content must be at most ${LIMITS.contentMax} characters`,
    }),
  rating: z
    .number({ error: 'Please select a rating' })
    .int({ error: 'Please select a rating' })
    .min(1, { error: 'Please select a rating' })
    .max(5, { error: 'Rating must be between 1 and 5' })
    .nullable()
    .optional(),
  isComplaint: z.boolean({ error: 'isComplaint must be true or false' }).optional(),
  type: z.enum(REVIEW_TYPES, { error: 'type must be review, complaint or comment' }).optional(),
};

/**
 * A review, complaint or comment (public-site.md §3 "Review draft payload", §4 item types).
 * `type` may be omitted (the wizard sends only `isComplaint`). After parsing, the item is
 * consistent: a review has a rating 1–5; a complaint has `isComplaint` and rating 1; a comment
 * has no rating.
 */
export const ReviewCreateSchema = z
  .object({
    ...reviewFields,
    /** The token of a review invitation's link (issue 37): the review gets the "Invited" mark. */
    invitation: z
      .string({ error: 'This invitation link is not valid' })
      .min(3, { error: 'This invitation link is not valid' })
      .max(100, { error: 'This invitation link is not valid' })
      .optional(),
  })
  .superRefine((value, ctx) => {
    const type = value.type ?? (value.isComplaint ? 'complaint' : 'review');
    if (type === 'review' && (value.rating === null || value.rating === undefined)) {
      ctx.addIssue({ code: 'custom', path: ['rating'], message: 'Please select a rating' });
    }
    if (type !== 'complaint' && value.isComplaint === true) {
      ctx.addIssue({
        code: 'custom',
        path: ['isComplaint'],
        message: `A ${type} cannot be marked as a complaint`,
      });
    }
    if (type === 'comment' && value.rating !== null && value.rating !== undefined) {
      ctx.addIssue({ code: 'custom', path: ['rating'], message: 'A comment has no rating' });
    }
  })
  .transform((value) => {
    const type: ReviewType = value.type ?? (value.isComplaint ? 'complaint' : 'review');
    return {
      title: value.title,
      content: value.content,
      type,
      isComplaint: type === 'complaint',
      // The spec gives complaints rating 1 whatever the form held, and comments none.
      rating: type === 'complaint' ? 1 : type === 'comment' ? null : (value.rating ?? null),
      // Only when given: a review without one has exactly the spec's fields.
      ...(value.invitation ? { invitation: value.invitation } : {}),
    };
  });
export type ReviewCreateInput = z.input<typeof ReviewCreateSchema>;
export type ReviewCreate = z.output<typeof ReviewCreateSchema>;

export const VoteSchema = z.object({
  voteType: z.enum(VOTE_TYPES, { error: 'voteType must be upvote, downvote or clap' }),
});

export const ReplyCreateSchema = z.object({
  content: z
    .string({ error: 'Reply cannot be empty' })
    .trim()
    .min(1, { error: 'Reply cannot be empty' })
    .max(LIMITS.replyMax, { error: `Reply must be at most ${LIMITS.replyMax} characters` }),
  parentReplyId: z
    .number({ error: 'parentReplyId must be a number' })
    .int({ error: 'parentReplyId must be a whole number' })
    .positive({ error: 'parentReplyId must be a positive number' })
    .nullable()
    .optional(),
});
export type ReplyCreateInput = z.infer<typeof ReplyCreateSchema>;

export const USER_REVIEW_SORTS = ['recent', 'rating', 'helpful'] as const;
export type UserReviewSort = (typeof USER_REVIEW_SORTS)[number];

/**
 * `POST /api/reviews/views`: the reviews a visitor actually had on screen, batched by the PWA.
 * Capped at a page of reviews so one request stays one cheap statement.
 */
export const ReviewViewsSchema = z.object({
  ids: z
    .array(idValue, { error: 'ids must be a list of review ids' })
    .min(1, { error: 'ids must list at least one review' })
    .max(LIMITS.pageSizeMax, { error: `ids must list at most ${LIMITS.pageSizeMax} reviews` }),
});

const FLAG_REASONS = ['fake', 'offensive', 'conflict_of_interest', 'other'] as const;
export type FlagReason = (typeof FLAG_REASONS)[number];

/**
 * `POST /api/reviews/{id}/flags`: a visitor reports one review (issue 13). "Other" says nothing
 * by itself, so it needs the visitor's words; the named reasons may add some.
 */
export const ReviewFlagSchema = z
  .object({
    reason: z.enum(FLAG_REASONS, {
      error: 'reason must be fake, offensive, conflict_of_interest or other',
    }),
    details: z
      .string({ error: 'details must be text' })
      .trim()
      .max(LIMITS.flagDetailsMax, {
        error: `details must be at most ${LIMITS.flagDetailsMax} characters`,
      })
      .optional(),
  })
  .refine((value) => value.reason !== 'other' || Boolean(value.details), {
    error: 'Please tell us what is wrong with this review',
    path: ['details'],
  });
export type ReviewFlagInput = z.infer<typeof ReviewFlagSchema>;

/** `PUT /api/reviews/{id}/response`: the claimed owner's answer to a review (issue 13). */
export const ReviewResponseSchema = z.object({
  content: z
    .string({ error: 'Response cannot be empty' })
    .trim()
    .min(1, { error: 'Response cannot be empty' })
    .max(LIMITS.contentMax, {
      error: `Response must be at most ${LIMITS.contentMax} characters`,
    }),
});
export type ReviewResponseInput = z.infer<typeof ReviewResponseSchema>;

/**
 * `PATCH /api/reviews/{id}`: its author rewrites any of title, content, rating and the complaint
 * flag (issue 13). A partial update (RFC 5789): what the body leaves out stays as it was, but
 * it must change something. The item's kind follows from what it was: a comment stays a comment
 * (no rating, never a complaint); a review becomes a complaint (rating 1) when flagged, and back.
 */
export const ReviewUpdateSchema = z
  .object({
    title: reviewFields.title.optional(),
    content: reviewFields.content.optional(),
    rating: reviewFields.rating,
    isComplaint: reviewFields.isComplaint,
  })
  .refine((value) => Object.values(value).some((field) => field !== undefined), {
    error: 'Nothing to update',
  });
export type ReviewUpdateInput = z.infer<typeof ReviewUpdateSchema>;
