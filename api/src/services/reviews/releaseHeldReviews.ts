import type { Context } from '../../context.ts';
import { Review } from '../../models/Review.ts';
import { recordActivity } from '../activity/recordActivity.ts';
import { applyReviewEditToCounters } from '../companies/counters.ts';
import { queueReviewPush } from '../push/queueReviewPush.ts';
import { getPublicationRules } from '../settings/settings.ts';
import { notifyAuthorOfPublication } from './notifyAuthor.ts';

/**
 * The reviews that waited for `userId` to verify their email are published (counters follow in
 * the same transaction, and the author is mailed that each is public), or handed to staff when
 * they approve every review.
 */
export async function releaseHeldReviews(ctx: Context, userId: string): Promise<void> {
  const held = await Review.query(ctx.knex)
    .where({ userId, status: 'pending', holdReason: 'verification' })
    .forUpdate();
  if (held.length === 0) return;
  const { autoApproveReviews } = await getPublicationRules(ctx);
  for (const review of held) {
    const before = review.$clone();
    const after = await review
      .$query(ctx.knex)
      .patchAndFetch(
        autoApproveReviews
          ? { status: 'published', holdReason: null }
          : { holdReason: 'moderation' },
      );
    await applyReviewEditToCounters(ctx.knex, before, after);
    if (after.status === 'published') {
      await notifyAuthorOfPublication(ctx, after);
      await queueReviewPush(ctx, after.id);
    }
  }
  await recordActivity(ctx, {
    type: 'review_approved',
    message: `${held.length} review(s) released by their author's email verification`,
    entityType: 'user',
    entityId: userId,
    metadata: { reviewIds: held.map((review) => review.id), published: autoApproveReviews },
  });
}
