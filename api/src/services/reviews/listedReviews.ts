import { PRESENTED_REVIEW_FIELDS, type PresentableReview } from '../../presenters/review.ts';
import type { ViewerVoteColumns } from './viewerVotes.ts';

/** A field's column, as the knex instance's `knexSnakeCaseMappers` names it. */
const columnOf = (field: string) => field.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);

/**
 * The select list of the public review lists (a company's, a user's, the viewer's held items):
 * the columns the card is made of (`PRESENTED_REVIEW_FIELDS`) and whether the author's email is
 * verified. Issue 12: the lists read every column of `reviews` before, the reviewer's email and
 * the import fingerprint included, which the page never shows. Columns listed, never `*`: the
 * lists are prepared statements (`db/preparedStatement.ts`).
 */
export const LISTED_REVIEW_SELECT = [
  ...PRESENTED_REVIEW_FIELDS.map((field) => `reviews.${columnOf(field)}`),
  'coalesce((select u.is_email_verified from users u where u.id = reviews.user_id), false) as author_verified',
].join(', ');

/** A row read with `LISTED_REVIEW_SELECT` and the viewer's vote columns. */
export type ListedReview = PresentableReview & ViewerVoteColumns & { authorVerified: boolean };
