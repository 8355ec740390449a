import { z } from 'zod';
import { emailSchema, idParam } from './common.ts';

/** The limits of review invitations (issue 37 item 2), shown in the dashboard and docs. */
export const INVITATION_LIMITS = {
  /** Invitations one owner may queue in 24 hours, over all their companies. */
  perOwnerPerDay: 2_000,
  /** Addresses in the dashboard's form; more go in a CSV. */
  formMax: 20,
  /** Data rows of one CSV file. */
  csvMaxRows: 5_000,
  /** An address is invited to review a company at most once in this many days. */
  repeatDays: 30,
  nameMax: 100,
} as const;

export const INVITATION_STATUSES = ['queued', 'sent', 'opened', 'reviewed'] as const;

/** One customer to invite: an address and, optionally, the name the mail greets. */
export const InvitationRecipientSchema = z.object({
  email: emailSchema(),
  name: z
    .string()
    .trim()
    .max(INVITATION_LIMITS.nameMax, {
      error: `Name must be at most ${INVITATION_LIMITS.nameMax} characters`,
    })
    .optional()
    .nullable()
    .transform((value) => value || null),
});

/** The dashboard's form: a few addresses at once. */
export const InvitationSendSchema = z.object({
  recipients: z
    .array(z.unknown(), { error: 'recipients must be a list' })
    .min(1, { error: 'Please enter at least one email address' })
    .max(INVITATION_LIMITS.formMax, {
      error: `At most ${INVITATION_LIMITS.formMax} addresses at once: upload a CSV for more`,
    }),
});

export const InvitationCompanyParams = z.object({ id: idParam });

/** An invitation link's token, `<id>.<signature>`; checked by the server's signature. */
export const InvitationTokenSchema = z
  .string({ error: 'This invitation link is not valid' })
  .min(3, { error: 'This invitation link is not valid' })
  .max(100, { error: 'This invitation link is not valid' });

/** The dashboard's review list (`GET /api/business/companies/{id}/reviews`). */
export const OwnerReviewListQuery = z.object({
  unanswered: z
    .enum(['true', 'false'], { error: 'unanswered must be true or false' })
    .optional()
    .transform((value) => value === 'true'),
  rating: z.coerce
    .number({ error: 'rating must be 1 to 5' })
    .int({ error: 'rating must be 1 to 5' })
    .min(1, { error: 'rating must be 1 to 5' })
    .max(5, { error: 'rating must be 1 to 5' })
    .optional(),
  /** Only the reviews the signed-in owner flagged for staff (the existing review flags). */
  flagged: z
    .enum(['true', 'false'], { error: 'flagged must be true or false' })
    .optional()
    .transform((value) => value === 'true'),
  type: z
    .enum(['review', 'complaint', 'comment'], {
      error: 'type must be review, complaint or comment',
    })
    .optional(),
  page: z.coerce
    .number({ error: 'page must be a whole number from 1' })
    .int({ error: 'page must be a whole number from 1' })
    .min(1, { error: 'page must be a whole number from 1' })
    .max(1_000, { error: 'page must be at most 1000' })
    .default(1),
});

/** The dashboard's questions (`GET /api/business/companies/{id}/questions`). */
export const OwnerQuestionListQuery = OwnerReviewListQuery.pick({ unanswered: true, page: true });
