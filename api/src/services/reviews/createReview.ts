import type { ReviewCreate } from '#shared/schemas/reviews';
import { type Context, withTransaction } from '../../context.ts';
import { unauthorized } from '../../http/errors.ts';
import type { Company } from '../../models/Company.ts';
import { Review } from '../../models/Review.ts';
import { assertCanWrite } from '../../policies/publicActions.ts';
import { type ActivityType, recordActivity } from '../activity/recordActivity.ts';
import { applyReviewToCounters } from '../companies/counters.ts';
import { findOrCreateCompany } from '../companies/findOrCreateCompany.ts';
import { redeemInvitation } from '../invitations/useInvitation.ts';
import { notifyStaffOfReview } from '../notifications/notifyStaff.ts';
import { queueReviewPush } from '../push/queueReviewPush.ts';
import { readSettings } from '../settings/settings.ts';
import { notifyOwnerOfReview } from './notifyOwner.ts';
import {
  anonymousDailyLimit,
  assertNoAnonymousPostToday,
  assertNoRecentReview,
  isAddressRepeat,
} from './oneReviewPerCustomer.ts';
import { publicationHold } from './publicationHold.ts';

const POSTED: Record<
  ReviewCreate['type'],
  { type: ActivityType; message: (name: string) => string }
> = {
  review: { type: 'review_posted', message: (name) => `New review for ${name}` },
  complaint: { type: 'complaint_posted', message: (name) => `New complaint about ${name}` },
  comment: { type: 'comment_posted', message: (name) => `New comment on ${name}` },
};

export interface CreateReviewOptions {
  /** The anonymous poster's keyed address for a company and this type, today. */
  addressHash?: (companyId: number) => string;
}

/**
 * Posts a review, complaint or comment (already made consistent by `ReviewCreateSchema`) on the
 * company of a domain, created if unknown. A signed-in author owns it; an anonymous one is
 * remembered by visitor id so signing up later attaches it. One review per customer
 * (`oneReviewPerCustomer.ts`): an account's second review of a company answers 409, an address's
 * second anonymous post of the day about a company 429. It is held (pending) when the settings
 * say so (`publicationHold`); counters move in the same transaction, and only for a published
 * review.
 */
export async function createReview(
  ctx: Context,
  rawDomain: string,
  input: ReviewCreate,
  options: CreateReviewOptions = {},
): Promise<{ review: Review; company: Company }> {
  assertCanWrite(ctx.actor);
  // Every switch a post acts on, in one read: anonymous posting, publication, the staff mail.
  const settings = await readSettings(ctx, [
    'allowAnonymousReviews',
    'autoApproveReviews',
    'requireEmailVerification',
    'notifyNewReviews',
    'adminEmail',
    'reviewRepeatMonths',
  ]);
  if (ctx.actor.type !== 'user' && !settings.allowAnonymousReviews) {
    throw unauthorized('Please sign in to post a review');
  }
  const author = ctx.actor;
  return withTransaction(ctx, async (trx) => {
    const { company } = await findOrCreateCompany(trx, rawDomain);
    const { actor } = trx;
    const hold = publicationHold(settings, author);
    const addressHash = actor.type === 'user' ? null : (options.addressHash?.(company.id) ?? null);
    if (actor.type === 'user') {
      await assertNoRecentReview(
        trx,
        { userId: actor.user.id, companyId: company.id, type: input.type },
        settings.reviewRepeatMonths,
      );
    } else if (addressHash) {
      await assertNoAnonymousPostToday(trx, addressHash);
    }
    const review = await Review.query(trx.knex)
      .insert({
        companyId: company.id,
        userId: actor.type === 'user' ? actor.user.id : null,
        visitorId: actor.type === 'visitor' ? actor.visitorId : null,
        addressHash,
        title: input.title,
        content: input.content,
        rating: input.rating,
        type: input.type,
        isComplaint: input.isComplaint,
        // New complaints enter the admin complaints workflow as pending.
        complaintStatus: input.type === 'complaint' ? 'pending' : null,
        source: 'web',
        status: hold ? 'pending' : 'published',
        holdReason: hold,
      })
      .returning('*')
      .catch((error: unknown) => {
        throw isAddressRepeat(error) ? anonymousDailyLimit() : error;
      });
    review.authorVerified = actor.type === 'user' && actor.user.isEmailVerified;
    if (input.invitation) {
      await redeemInvitation(trx, input.invitation, company.id, review.id);
      review.isInvited = true;
    }
    await applyReviewToCounters(trx.knex, review, 1);
    const posted = POSTED[input.type];
    await recordActivity(trx, {
      type: posted.type,
      message: posted.message(company.name),
      entityType: 'review',
      entityId: review.id,
      metadata: { companyId: company.id, domain: company.domain, rating: review.rating },
    });
    if (review.status === 'published') {
      await notifyOwnerOfReview(trx, company, review);
      await queueReviewPush(trx, review.id);
    }
    notifyStaffOfReview(trx, settings, company, review);
    return { review, company };
  });
}
