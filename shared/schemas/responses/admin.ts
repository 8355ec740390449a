import { z } from 'zod';
import {
  ADMIN_ROLES,
  CLIENT_STATUSES,
  COMPLAINT_CATEGORIES,
  COMPLAINT_PRIORITIES,
  COMPLAINT_STATUSES,
  PLANS,
  type Plan,
} from '../admin.ts';
import { REVIEW_TYPES } from '../reviews.ts';
import { companyDetailsFields, isoDay, isoTime } from './common.ts';

/** The answers of the admin API (admin-and-data-model.md), as `shared/types/admin.ts` types them. */

const int = () => z.number().int();

export const AdminMeResponse = z
  .object({
    id: z.string(),
    email: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    role: z.enum(ADMIN_ROLES),
    isActive: z.boolean(),
    lastLoginAt: isoTime.nullable(),
    createdAt: isoTime,
  })
  .meta({ id: 'AdminAccount', description: 'A staff account' });

export const InvitationResponse = z
  .object({
    id: int(),
    email: z.string(),
    role: z.enum(ADMIN_ROLES),
    token: z.string().optional(),
    link: z.string().optional(),
    isUsed: z.boolean(),
    expiresAt: isoTime,
    createdAt: isoTime,
  })
  .meta({ id: 'Invitation' });

export const InvitationCreatedResponse = z
  .object({
    message: z.string(),
    invitation: InvitationResponse.extend({ token: z.string(), link: z.string() }),
  })
  .meta({ id: 'InvitationCreated' });

export const InvitationAcceptedResponse = z
  .object({ message: z.string(), admin: AdminMeResponse })
  .meta({ id: 'InvitationAccepted' });

export const AdminStatsResponse = z
  .object({
    totalCompanies: int(),
    totalUsers: int(),
    totalReviews: int(),
    averageRating: z.number(),
    monthlyStats: z.object({
      companiesAdded: int(),
      reviewsSubmitted: int(),
      usersRegistered: int(),
    }),
    needsAttention: z.object({
      pendingReviews: int(),
      flaggedReviews: int(),
      pendingClaims: int(),
      openReports: int(),
    }),
    recentActivity: z.array(z.object({ message: z.string(), timestamp: isoTime })),
  })
  .meta({ id: 'AdminStats' });

const adminCompanyFields = {
  id: int(),
  name: z.string(),
  domain: z.string(),
  website: z.string().nullable(),
  category: z.string().nullable(),
  subcategory: z.string().nullable(),
  description: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  address: z.string().nullable(),
  isClaimed: z.boolean(),
  reviewCount: int(),
  profileViews: int(),
  createdAt: isoTime,
};

export const AdminCompanyItemResponse = z
  .object(adminCompanyFields)
  .meta({ id: 'AdminCompanyItem' });

export const AdminCompanyDetailResponse = z
  .object({
    ...adminCompanyFields,
    ...companyDetailsFields,
    claimedBy: z.string().nullable(),
    claimedAt: isoTime.nullable(),
    averageRating: z.number().nullable(),
    complaintCount: int(),
    updatedAt: isoTime,
  })
  .meta({ id: 'AdminCompanyDetail' });

export const AdminReviewItemResponse = z
  .object({
    id: int(),
    title: z.string(),
    content: z.string(),
    rating: int().nullable(),
    type: z.enum(REVIEW_TYPES),
    isComplaint: z.boolean(),
    upvotes: int(),
    downvotes: int(),
    claps: int(),
    views: int(),
    createdAt: isoTime,
    company: z.object({ id: int(), name: z.string(), domain: z.string() }),
    user: z
      .object({
        firstName: z.string().nullable(),
        lastName: z.string().nullable(),
        email: z.string(),
      })
      .nullable(),
    reviewerName: z.string().nullable(),
    reviewerEmail: z.string().nullable(),
  })
  .meta({ id: 'AdminReviewItem' });

export const AdminReviewStatsResponse = z
  .object({ total: int(), complaints: int(), averageRating: z.number(), anonymous: int() })
  .meta({ id: 'AdminReviewStats' });

export const AdminUserItemResponse = z
  .object({
    id: z.string(),
    email: z.string(),
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    title: z.string().nullable(),
    profileImageUrl: z.string().nullable(),
    isEmailVerified: z.boolean(),
    deactivatedAt: isoTime.nullable(),
    createdAt: isoTime,
  })
  .meta({ id: 'AdminUserItem' });

export const AdminUserDetailResponse = AdminUserItemResponse.extend({
  emailVerifiedAt: isoTime.nullable(),
  reviews: z.object({ total: int(), published: int(), pending: int(), rejected: int() }),
}).meta({ id: 'AdminUserDetail' });

const ClaimAccountResponse = z
  .object({ id: z.string(), email: z.string(), isEmailVerified: z.boolean() })
  .meta({ id: 'ClaimAccount' });

export const ClaimRequestItemResponse = z
  .object({
    id: int(),
    companyId: int(),
    companyName: z.string(),
    companyDomain: z.string(),
    email: z.string(),
    status: z.enum(['pending', 'verified', 'rejected']),
    createdAt: isoTime,
    fullName: z.string().nullable(),
    position: z.string().nullable(),
    additionalInfo: z.string().nullable(),
    sender: ClaimAccountResponse.nullable(),
    owner: ClaimAccountResponse.nullable(),
  })
  .meta({ id: 'ClaimRequestItem' });

export const ClaimStatsResponse = z
  .object({ total: int(), pending: int(), verified: int(), rejected: int() })
  .meta({ id: 'ClaimStats' });

export const IssueReportResponse = z
  .object({
    id: int(),
    issue: z.string(),
    description: z.string().nullable(),
    companyDomain: z.string(),
    reporterEmail: z.string().nullable(),
    status: z.enum(['open', 'resolved', 'dismissed']),
    createdAt: isoTime,
    resolvedAt: isoTime.nullable(),
  })
  .meta({ id: 'IssueReport' });

export const ReportStatsResponse = z
  .object({ total: int(), open: int(), resolved: int(), dismissed: int() })
  .meta({ id: 'ReportStats' });

export const ComplaintResponse = z
  .object({
    id: int(),
    companyName: z.string(),
    companyDomain: z.string(),
    rating: int().nullable(),
    category: z.enum(COMPLAINT_CATEGORIES).nullable(),
    userName: z.string(),
    title: z.string(),
    content: z.string(),
    status: z.enum(COMPLAINT_STATUSES),
    priority: z.enum(COMPLAINT_PRIORITIES),
    createdAt: isoTime,
    updatedAt: isoTime,
  })
  .meta({ id: 'Complaint' });

export const ComplaintStatsResponse = z
  .object({
    total: int(),
    pending: int(),
    investigating: int(),
    resolved: int(),
    escalated: int(),
    highPriority: int(),
    activeCases: int(),
  })
  .meta({ id: 'ComplaintStats' });

export const PayingClientResponse = z
  .object({
    id: int(),
    companyName: z.string(),
    domain: z.string(),
    plan: z.enum(Object.keys(PLANS) as [Plan, ...Plan[]]),
    monthlyFee: z.number(),
    status: z.enum(CLIENT_STATUSES),
    startDate: isoDay,
    nextBilling: isoDay.nullable(),
    features: z.array(z.string()),
  })
  .meta({ id: 'PayingClient' });

export const PayingClientStatsResponse = z
  .object({
    totalClients: int(),
    activeClients: int(),
    monthlyRevenue: z.number(),
    previousMonthlyRevenue: z.number(),
    growth: z.number().nullable(),
  })
  .meta({ id: 'PayingClientStats' });

export const ActivityItemResponse = z
  .object({
    id: int(),
    type: z.enum(['review', 'company', 'report', 'user', 'update', 'complaint']),
    action: z.string(),
    entityId: z.string().nullable(),
    entityType: z.string().nullable(),
    description: z.string(),
    timestamp: isoTime,
    metadata: z.record(z.string(), z.unknown()),
  })
  .meta({ id: 'ActivityItem' });

export const ActivityStatsResponse = z
  .object({ today: int(), thisWeek: int(), reviews: int(), reports: int() })
  .meta({ id: 'ActivityStats' });

export const ImportResultResponse = z
  .object({
    success: z.boolean(),
    imported: int(),
    failed: int(),
    duplicates: int(),
    errors: z.array(z.string()),
  })
  .meta({ id: 'ImportResult' });

export const CategorizationProgressResponse = z
  .object({
    isRunning: z.boolean(),
    current: int(),
    total: int(),
    currentCompany: z.string(),
    updated: int(),
    failed: int(),
    uncategorized: int(),
    unchanged: z.object({ alreadyCategorized: int(), noMatch: int(), removed: int() }),
    pace: z.object({ provider: z.enum(['local', 'openai']), everyMs: int() }).optional(),
    failures: z.array(z.object({ companyId: int(), domain: z.string(), reason: z.string() })),
    status: z.enum(['queued', 'running', 'completed', 'failed', 'cancelled']).nullable(),
  })
  .meta({ id: 'CategorizationProgress' });

export const CategorizationStartedResponse = z
  .object({ message: z.string(), totalCompanies: int(), updated: int() })
  .meta({ id: 'CategorizationStarted' });

export const AdminAnalyticsResponse = z
  .object({
    reviewsPerWeek: z.array(z.object({ weekStart: z.string(), count: int() })),
    ratingDistribution: z.array(z.object({ rating: int(), count: int() })),
    totalReviews: int(),
    complaints: int(),
    complaintShare: z.number(),
    topCategories: z.array(z.object({ category: z.string(), companies: int(), reviews: int() })),
  })
  .meta({ id: 'AdminAnalytics' });

export const SystemInfoResponse = z
  .object({
    version: z.string(),
    database: z.object({
      engine: z.enum(['postgresql', 'pglite']),
      status: z.enum(['connected', 'down']),
    }),
  })
  .meta({ id: 'SystemInfo' });
