import type { Settings } from '#shared/schemas/admin';
import type { Context } from '../../context.ts';
import { sendMail } from '../../mail/sendMail.ts';
import { readSettings } from '../settings/settings.ts';
import { afterCommit } from '../transactions/afterCommit.ts';

/**
 * "New review notifications" (admin Settings): mails the admin address when a review,
 * complaint or comment is posted on the site, saying when it waits for moderation. Sent after
 * the transaction commits; imports do not notify (they are the staff's own doing). The caller
 * passes the settings it already read for the post.
 */
export function notifyStaffOfReview(
  ctx: Context,
  settings: Pick<Settings, 'notifyNewReviews' | 'adminEmail'>,
  company: { name: string; domain: string },
  review: {
    id: number;
    title: string;
    rating: number | null;
    type: 'review' | 'complaint' | 'comment';
    status: string;
  },
): void {
  const { notifyNewReviews, adminEmail } = settings;
  if (!notifyNewReviews) return;
  const word = review.type;
  const held = review.status === 'pending';
  const link = held
    ? `${ctx.config.publicUrl}/admin/reviews?filter=pending`
    : `${ctx.config.publicUrl}/company/${encodeURIComponent(company.domain)}#review-${review.id}`;
  afterCommit(ctx, 'new review mail to staff', () =>
    sendMail(ctx, {
      to: adminEmail,
      subject: `New ${word} for ${company.name}${held ? ' (awaiting moderation)' : ''}`,
      text: [
        `A new ${word} was posted for ${company.name} (${company.domain}): "${review.title}"${
          review.rating ? ` (${review.rating}/5)` : ''
        }.`,
        held ? 'It waits for moderation:' : 'Read it:',
        link,
        '',
        'You get this mail because "New review notifications" is on in the admin Settings.',
      ].join('\n'),
    }),
  );
}

/**
 * "Claim notifications" (admin Settings): mails the admin address when someone asks to claim
 * a company profile, with a link to the claims screen.
 */
export async function notifyStaffOfClaim(
  ctx: Context,
  company: { name: string; domain: string },
  claim: { email: string; verificationSent: boolean },
): Promise<void> {
  const { notifyClaims, adminEmail } = await readSettings(ctx, ['notifyClaims', 'adminEmail']);
  if (!notifyClaims) return;
  afterCommit(ctx, 'claim mail to staff', () =>
    sendMail(ctx, {
      to: adminEmail,
      subject: `New claim request for ${company.name}`,
      text: [
        `${claim.email} asked to claim ${company.name} (${company.domain}).`,
        claim.verificationSent
          ? 'Their address is on the company domain: it is approved when they open the link mailed to them.'
          : 'Their address is not on the company domain: it waits for your review.',
        `${ctx.config.publicUrl}/admin/claimed-profiles`,
        '',
        'You get this mail because "Claim notifications" is on in the admin Settings.',
      ].join('\n'),
    }),
  );
}
