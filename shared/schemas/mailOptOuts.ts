import { z } from 'zod';

/**
 * The kinds of mail sent to accounts, each with its own unsubscribe link: a company's response
 * to their review, their waiting review going public (issue 34 item 6), and the daily digest of
 * the companies they follow (issue 37).
 */
export const MAIL_KINDS = ['review_response', 'review_published', 'follower_digest'] as const;
export type MailKind = (typeof MAIL_KINDS)[number];

/** `?token=` of an unsubscribe link (signed: `mailOptOuts/unsubscribeToken.ts`). */
export const UnsubscribeTokenSchema = z
  .string({ error: 'This unsubscribe link is not valid' })
  .min(1, { error: 'This unsubscribe link is not valid' })
  .max(300, { error: 'This unsubscribe link is not valid' });
