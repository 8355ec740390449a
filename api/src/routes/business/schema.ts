import { z } from 'zod';
import {
  InvitationCompanyParams,
  InvitationSendSchema,
  InvitationTokenSchema,
  OwnerReviewListQuery,
} from '#shared/schemas/invitations';

export const InvitationSendRequestSchema = z.object({
  params: InvitationCompanyParams,
  body: InvitationSendSchema,
});

export const InvitationCompanyRequestSchema = z.object({ params: InvitationCompanyParams });

export const InvitationOpenRequestSchema = z.object({
  params: z.object({ token: InvitationTokenSchema }),
});

export const InvitationOptOutRequestSchema = z.object({
  query: z.object({ token: InvitationTokenSchema }),
});

export const OwnerReviewListRequestSchema = z.object({
  params: InvitationCompanyParams,
  query: OwnerReviewListQuery,
});
