import type { ReviewUpdateInput } from '#shared/schemas/reviews';
import { type Context, withTransaction } from '../../context.ts';
import { badRequest } from '../../http/errors.ts';
import type { Review, ReviewType } from '../../models/Review.ts';
import { User } from '../../models/User.ts';
import { assertCanWrite } from '../../policies/publicActions.ts';
import { recordActivity } from '../activity/recordActivity.ts';
import { applyReviewEditToCounters } from '../companies/counters.ts';
import { getPublicationRules } from '../settings/settings.ts';
import { findOwnReview } from './findOwnReview.ts';

/**
 * Its author rewrites a review (`PATCH /api/reviews/{id}`, issue 13): title, content, rating
 * and the complaint flag; it is marked edited now. Counters, averages and the trust score follow
 * in the same transaction. While staff approve every review ("Auto-approve reviews" off), an
 * edited published review goes back to them, so an approved text cannot be swapped unseen.
 */
export async function updateOwnReview(
  ctx: Context,
  id: number,
  input: ReviewUpdateInput,
): Promise<Review> {
  assertCanWrite(ctx.actor);
  return withTransaction(ctx, async (trx) => {
    const before = await findOwnReview(trx, id, true);
    const kind = editedKind(before, input);
    const rules = await getPublicationRules(trx);
    const reHold = before.status === 'published' && !rules.autoApproveReviews;
    // patchAndFetch updates the instance it is called on: count from a copy of the old one.
    const counted = before.$clone();
    const after = await before.$query(trx.knex).patchAndFetch({
      title: input.title ?? before.title,
      content: input.content ?? before.content,
      ...kind,
      // A complaint enters the admin complaints workflow; a review leaves it.
      ...(kind.type === before.type
        ? {}
        : kind.type === 'complaint'
          ? { complaintStatus: 'pending' }
          : { complaintStatus: null, complaintPriority: null, complaintCategory: null }),
      editedAt: new Date(),
      ...(reHold ? { status: 'pending', holdReason: 'moderation' } : {}),
    });
    await applyReviewEditToCounters(trx.knex, counted, after);
    await recordActivity(trx, {
      type: 'review_edited',
      message: `Review edited by its author: "${after.title}"`,
      entityType: 'review',
      entityId: after.id,
      metadata: { companyId: after.companyId, rating: after.rating },
    });
    after.authorVerified = await authorVerified(trx, after.userId);
    return after;
  });
}

/**
 * What the item becomes: its kind follows from what it was and the complaint flag; what the
 * edit leaves out stays as it was. A review keeps its rating unless given a new one; a complaint
 * turned back into a review needs one (its stored 1 was never chosen).
 */
function editedKind(
  before: Pick<Review, 'type' | 'rating'>,
  input: ReviewUpdateInput,
): { type: ReviewType; isComplaint: boolean; rating: number | null } {
  if (before.type === 'comment') {
    if (input.isComplaint)
      throw badRequest('isComplaint: A comment cannot be marked as a complaint');
    if (input.rating !== undefined && input.rating !== null) {
      throw badRequest('rating: A comment has no rating');
    }
    return { type: 'comment', isComplaint: false, rating: null };
  }
  const complaint = input.isComplaint ?? before.type === 'complaint';
  if (complaint) return { type: 'complaint', isComplaint: true, rating: 1 };
  const rating =
    input.rating === undefined && before.type === 'review' ? before.rating : input.rating;
  if (rating === undefined || rating === null) {
    throw badRequest('rating: Please select a rating');
  }
  return { type: 'review', isComplaint: false, rating };
}

async function authorVerified(ctx: Context, userId: string | null): Promise<boolean> {
  if (!userId) return false;
  const row = await User.query(ctx.knex).findById(userId).select('isEmailVerified');
  return row?.isEmailVerified === true;
}
