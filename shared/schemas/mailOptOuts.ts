import { z } from 'zod';

/**
 * The kinds of mail sent to authors (issue 34 item 6), each with its own unsubscribe link: a
 * company's response to their review, and their waiting review going public.
 */
export const MAIL_KINDS = ['review_response', 'review_published'] as const;
export type MailKind = (typeof MAIL_KINDS)[number];

/** `?token=` of an unsubscribe link (signed: `mailOptOuts/unsubscribeToken.ts`). */
export const UnsubscribeTokenSchema = z
  .string({ error: 'This unsubscribe link is not valid' })
  .min(1, { error: 'This unsubscribe link is not valid' })
  .max(300, { error: 'This unsubscribe link is not valid' });
