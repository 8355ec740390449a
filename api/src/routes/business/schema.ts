import { z } from 'zod';
import {
  InvitationCompanyParams,
  InvitationSendSchema,
  InvitationTokenSchema,
  OwnerQuestionListQuery,
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

export const OwnerQuestionListRequestSchema = z.object({
  params: InvitationCompanyParams,
  query: OwnerQuestionListQuery,
});
