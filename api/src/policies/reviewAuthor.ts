import type { Actor } from '../context.ts';
import { type Sql, sql } from '../db/sql.ts';
import { forbidden } from '../http/errors.ts';
import type { Review } from '../models/Review.ts';

/**
 * Who wrote a review, for editing, deleting and seeing it while it is held (issue 13): the
 * signed-in user it belongs to, or the anonymous visitor session that wrote it, until signing up
 * attaches it to an account (then only the account).
 */
export function isReviewAuthor(
  actor: Actor,
  review: Pick<Review, 'userId' | 'visitorId'>,
): boolean {
  if (actor.type === 'user') {
    if (review.userId) return review.userId === actor.user.id;
    return Boolean(actor.visitorId && review.visitorId === actor.visitorId);
  }
  if (actor.type === 'visitor') return !review.userId && review.visitorId === actor.visitorId;
  return false;
}

/**
 * The same rule as an SQL condition over `reviews`; undefined when the actor can have written
 * nothing. Its text depends only on the kind of actor.
 */
export function authoredBySql(actor: Actor): Sql | undefined {
  if (actor.type === 'user') {
    const { user, visitorId } = actor;
    if (!visitorId) return sql`reviews.user_id = ${user.id}`;
    return sql`(reviews.user_id = ${user.id} or (reviews.user_id is null and reviews.visitor_id = ${visitorId}))`;
  }
  if (actor.type === 'visitor') {
    return sql`reviews.user_id is null and reviews.visitor_id = ${actor.visitorId}`;
  }
  return undefined;
}

/** Editing or deleting a review: only its author (403 for anyone else). */
export function assertReviewAuthor(actor: Actor, review: Pick<Review, 'userId' | 'visitorId'>) {
  if (!isReviewAuthor(actor, review)) throw forbidden('You can only change your own reviews');
}
