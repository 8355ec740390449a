import type { QueryBuilder } from 'objection';
import type { Actor } from '../context.ts';
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

/** The same rule as a query condition; undefined when the actor can have written nothing. */
export function whereAuthoredBy(actor: Actor): ((query: QueryBuilder<Review>) => void) | undefined {
  if (actor.type === 'user') {
    const { user, visitorId } = actor;
    return (query) => {
      query.where((own) => {
        own.where('reviews.userId', user.id);
        if (visitorId) {
          own.orWhere((anon) =>
            anon.whereNull('reviews.userId').where('reviews.visitorId', visitorId),
          );
        }
      });
    };
  }
  if (actor.type === 'visitor') {
    const { visitorId } = actor;
    return (query) => {
      query.whereNull('reviews.userId').where('reviews.visitorId', visitorId);
    };
  }
  return undefined;
}

/** Editing or deleting a review: only its author (403 for anyone else). */
export function assertReviewAuthor(actor: Actor, review: Pick<Review, 'userId' | 'visitorId'>) {
  if (!isReviewAuthor(actor, review)) throw forbidden('You can only change your own reviews');
}
