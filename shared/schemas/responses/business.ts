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

/** A company its signed-in owner may manage (the dashboard's picker). */
export const OwnedCompanyResponse = z.object({ id: int(), name: z.string(), domain: z.string() });
export type OwnedCompany = z.infer<typeof OwnedCompanyResponse>;

/** The dashboard's figures of one company, each computed from its published items. */
export const BusinessOverviewResponse = z
  .object({
    company: OwnedCompanyResponse,
    /** Null without a published star rating ("Not yet rated"). */
    averageRating: z.number().nullable(),
    trustScore: z.number().nullable(),
    reviewCount: int(),
    /** Published star ratings by stars, 1 to 5. */
    ratingDistribution: z.array(z.object({ stars: int(), count: int() })),
    /** The last 12 months with items: how many were published, and their average rating. */
    byMonth: z.array(
      z.object({ month: z.string(), count: int(), averageRating: z.number().nullable() }),
    ),
    /** Share of published items with the owner's response, 0 to 1; null without items. */
    responseRate: z.number().nullable(),
    /** Median hours from an item to its response; null without responses. */
    medianResponseHours: z.number().nullable(),
    unanswered: int(),
    invitations: z.object({ queued: int(), sent: int(), opened: int(), reviewed: int() }),
    /** When the server computed these figures: an offline screen says "as of" this time. */
    generatedAt: isoTime,
  })
  .meta({ id: 'BusinessOverview' });
export type BusinessOverview = z.infer<typeof BusinessOverviewResponse>;
