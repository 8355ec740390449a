import { z } from 'zod';
import { INVITATION_STATUSES } from '../invitations.ts';
import { isoTime } from './common.ts';

const int = () => z.number().int();

/** What sending invitations answers: how many were queued, and each refused row. */
export const InvitationSendResultResponse = z
  .object({
    queued: int(),
    failed: int(),
    /** `Row N: reason` (the CSV's line, or the form's position), the first 100. */
    errors: z.array(z.string()),
  })
  .meta({ id: 'InvitationSendResult' });
export type InvitationSendResult = z.infer<typeof InvitationSendResultResponse>;

const InvitationItemResponse = z.object({
  id: int(),
  email: z.string(),
  name: z.string().nullable(),
  status: z.enum(INVITATION_STATUSES),
  createdAt: isoTime,
  sentAt: isoTime.nullable(),
  openedAt: isoTime.nullable(),
  reviewedAt: isoTime.nullable(),
});

/** A company's invitations: counts by state (sent counts all that went out) and the latest. */
export const InvitationListResponse = z
  .object({
    counts: z.object({ queued: int(), sent: int(), opened: int(), reviewed: int() }),
    sentToday: int(),
    dailyLimit: int(),
    items: z.array(InvitationItemResponse),
  })
  .meta({ id: 'InvitationList' });
export type InvitationList = z.infer<typeof InvitationListResponse>;
