import type { Context } from '../../context.ts';
import { sendMail } from '../../mail/sendMail.ts';
import type { Company } from '../../models/Company.ts';
import type { Review } from '../../models/Review.ts';
import { User } from '../../models/User.ts';
import { ownerAccountId } from '../../policies/companyOwner.ts';
import { afterCommit } from '../transactions/afterCommit.ts';

/**
 * Tells a claimed company's owner that a new review is public (issue 13), with a link to it, so
 * they can respond. Sent after the transaction commits; nothing for an unclaimed company.
 */
export async function notifyOwnerOfReview(
  ctx: Context,
  company: Pick<Company, 'name' | 'domain' | 'isClaimed' | 'ownerUserId'>,
  review: Pick<Review, 'id' | 'title' | 'rating' | 'type'>,
): Promise<void> {
  const ownerId = ownerAccountId(company);
  if (!ownerId) return;
  const owner = await User.query(ctx.knex).findById(ownerId).select('email');
  if (!owner) return;
  const link = `${ctx.config.publicUrl}/company/${encodeURIComponent(company.domain)}#review-${review.id}`;
  afterCommit(ctx, 'new review mail to owner', () =>
    sendMail(ctx, {
      to: owner.email,
      subject: `New ${review.type} for ${company.name}`,
      text: [
        `A new ${review.type} was posted for ${company.name}: "${review.title}"${review.rating ? ` (${review.rating}/5)` : ''}.`,
        '',
        'Read it and respond:',
        link,
      ].join('\n'),
    }),
  );
}
