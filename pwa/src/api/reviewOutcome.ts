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

/**
 * Issue 34: a second review of a company by one account answers 409 with the existing review's
 * id, so the page can offer to edit that one instead.
 */
export function existingReviewId(status: number, body: unknown): number | undefined {
  if (status !== 409 || !body || typeof body !== 'object') return undefined;
  const id = (body as { reviewId?: unknown }).reviewId;
  return typeof id === 'number' && Number.isInteger(id) ? id : undefined;
}

export function existingReviewOf(error: unknown): number | undefined {
  return error instanceof HttpError ? existingReviewId(error.status, error.body) : undefined;
}

/** Where the author edits their review: its card on the company page, its edit dialog open. */
export function editReviewPath(domain: string, reviewId: number): string {
  return `/company/${encodeURIComponent(domain)}?edit=${reviewId}#review-${reviewId}`;
}

/**
 * §8: a vote answered 401, or with a message containing 'Vote' (e.g. 'Vote already recorded'),
 * refreshes the counts silently: there is nothing for the user to fix. The outbox (by status
 * and server message) and the vote buttons (by the error they get back) both ask this.
 */
export function isSilentVoteAnswer(status: number, message: string): boolean {
  return status === 401 || message.includes('Vote');
}

export function isSilentVoteError(error: unknown): boolean {
  if (error instanceof HttpError) return isSilentVoteAnswer(error.status, error.message);
  return error instanceof Error && error.message.includes('Vote');
}
