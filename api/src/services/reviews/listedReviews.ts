import { knexSnakeCaseMappers } from 'objection';
import type { Review } from '../../models/Review.ts';
import type { ViewerVoteColumns } from './viewerVotes.ts';

/**
 * The fields of a review its public card is made of (`presenters/review.ts`), and its author's
 * ids, for "mine": what the public lists read, and no more. Never the reviewer's name or email,
 * which the site does not show.
 */
const PRESENTED_REVIEW_FIELDS = [
  'id',
  'companyId',
  'userId',
  'visitorId',
  'title',
  'content',
  'rating',
  'isComplaint',
  'type',
  'upvotes',
  'downvotes',
  'claps',
  'views',
  'replyCount',
  'createdAt',
  'status',
  'holdReason',
  'editedAt',
  'isInvited',
  'responseContent',
  'responseCreatedAt',
  'responseUpdatedAt',
] as const satisfies ReadonlyArray<keyof Review>;

/** A timestamp as a model or a row holds it, or as JSON text (a stored vote's answer). */
type DateOrText<V> = V extends Date ? Date | string : V;

/** A review as the presenter reads it: a model, a row of a public list, or a vote's facts. */
export type PresentableReview = {
  [Field in (typeof PRESENTED_REVIEW_FIELDS)[number]]: DateOrText<Review[Field]>;
} & {
  /** The author's email is verified (the "Verified" mark). */
  authorVerified?: boolean | undefined;
};

/** A field's column, named by the same mapper as every knex query (`db/openDatabase.ts`). */
const { wrapIdentifier } = knexSnakeCaseMappers();
const columnOf = (field: string) => wrapIdentifier(field, (column) => column);

/**
 * The select list of the public review lists (a company's, a user's, the viewer's held items):
 * the columns the card is made of (`PRESENTED_REVIEW_FIELDS`) and whether the author's email is
 * verified. Issue 12: the lists read every column of `reviews` before, the reviewer's email and
 * the import fingerprint included, which the page never shows.. Columns listed, never `*`.
 */
export const LISTED_REVIEW_SELECT = [
  ...PRESENTED_REVIEW_FIELDS.map((field) => `reviews.${columnOf(field)}`),
  'coalesce((select u.is_email_verified from users u where u.id = reviews.user_id), false) as author_verified',
].join(', ');

/** A row read with `LISTED_REVIEW_SELECT` and the viewer's vote columns. */
export type ListedReview = PresentableReview & ViewerVoteColumns & { authorVerified: boolean };
