import type { Context } from '../../context.ts';
import { Company } from '../../models/Company.ts';
import type { Review } from '../../models/Review.ts';
import { mailAuthor } from '../mailOptOuts/mailAuthor.ts';

type MailedReview = Pick<Review, 'id' | 'companyId' | 'userId' | 'title'>;

/**
 * Tells a review's author that the company responded (issue 34 item 6: the wizard promises
 * "be notified of company responses"), with a link to it. Only the first response is mailed,
 * not each rewrite of it; an author without an account has no address to mail.
 */
export async function notifyAuthorOfResponse(ctx: Context, review: MailedReview): Promise<void> {
  if (!review.userId) return;
  const company = await companyOf(ctx, review);
  if (!company) return;
  await mailAuthor(ctx, review.userId, 'review_response', {
    subject: `${company.name} responded to your review`,
    lines: [
      `${company.name} responded to your review "${review.title}".`,
      '',
      'Read the response:',
      reviewLink(ctx, company.domain, review.id),
    ],
  });
}

/**
 * Tells a review's author that their waiting review is now public (issue 34 item 6): released
 * by their email verification, or approved by staff.
 */
export async function notifyAuthorOfPublication(ctx: Context, review: MailedReview): Promise<void> {
  if (!review.userId) return;
  const company = await companyOf(ctx, review);
  if (!company) return;
  await mailAuthor(ctx, review.userId, 'review_published', {
    subject: `Your review of ${company.name} is published`,
    lines: [
      `Your review "${review.title}" of ${company.name} is now public. Thank you for writing it.`,
      '',
      reviewLink(ctx, company.domain, review.id),
    ],
  });
}

function companyOf(ctx: Context, review: MailedReview) {
  return Company.query(ctx.knex).findById(review.companyId).select('name', 'domain');
}

function reviewLink(ctx: Context, domain: string, reviewId: number): string {
  return `${ctx.config.publicUrl}/company/${encodeURIComponent(domain)}#review-${reviewId}`;
}
