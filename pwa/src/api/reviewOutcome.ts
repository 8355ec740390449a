import { HttpError } from './http.ts';

/** A 401 to a review post: the spec's signed-out answer (the review is still posted, §4). */
export function isUnauthorized(error: unknown): boolean {
  return error instanceof HttpError && error.status === 401;
}

/**
 * §8: a failed review post whose error carries the created review, or whose message says
 * 'Review created', was really posted and counts as success.
 */
export function wasReviewCreated(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  if (error.message.includes('Review created')) return true;
  return (
    error instanceof HttpError &&
    typeof error.body?.review === 'object' &&
    error.body.review !== null
  );
}
