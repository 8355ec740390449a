/**
 * The JSON the admin API answers (admin-and-data-model.md §3 and §7). Lists are bare arrays,
 * paginated with `?q&limit&offset`, with the total in `X-Total-Count`; the counters a screen
 * shows above a list come from the list's `/stats` call (same filters), so a page never has to
 * be the whole table.
 */
import type {
  AdminRole,
  COMPLAINT_CATEGORIES,
  COMPLAINT_PRIORITIES,
  COMPLAINT_STATUSES,
  Plan,
  Settings,
} from '../schemas/admin.ts';
import type { ReviewType } from '../schemas/reviews.ts';
import type { UnchangedCounts } from '../text/categorization.ts';

export interface AdminMe {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  role: AdminRole;
  isActive: boolean;
  lastLoginAt: string | null;
  createdAt: string;
}

export type AdminUserRow = AdminMe;

export interface Invitation {
  id: number;
  email: string;
  role: AdminRole;
  /** Only in the answer to `POST /api/admin/invite` (the raw token is never stored). */
  token?: string;
  /** `${PUBLIC_URL}/admin/accept-invitation?token=…`, with the token (creation only). */
  link?: string;
  isUsed: boolean;
  expiresAt: string;
  createdAt: string;
}

/**
 * `POST /api/admin/invite` and `POST /api/admin/invitations/{id}/link` (201), and
 * `GET /api/admin/invitations/{id}/link` (200, the link already sent).
 */
export interface InvitationCreated {
  message: string;
  invitation: Invitation & { token: string; link: string };
}

/** `POST /api/admin/accept-invitation` (201): the new account (not signed in). */
export interface InvitationAccepted {
  message: string;
  admin: AdminMe;
}

export interface AdminStats {
  totalCompanies: number;
  totalUsers: number;
  totalReviews: number;
  averageRating: number;
  monthlyStats: { companiesAdded: number; reviewsSubmitted: number; usersRegistered: number };
  /** What waits for staff now (issue 34), each linked from the dashboard to its list. */
  needsAttention: {
    pendingReviews: number;
    flaggedReviews: number;
    pendingClaims: number;
    openReports: number;
  };
  recentActivity: Array<{ message: string; timestamp: string }>;
}

export interface AdminCompanyItem {
  id: number;
  name: string;
  domain: string;
  website: string | null;
  category: string | null;
  subcategory: string | null;
  description: string | null;
  phone: string | null;
  email: string | null;
  address: string | null;
  isClaimed: boolean;
  reviewCount: number;
  profileViews: number;
  createdAt: string;
}

/** `GET /api/admin/companies/{id}`: every field the Edit Company form edits. */
export interface AdminCompanyDetail extends AdminCompanyItem {
  logoUrl: string | null;
  founded: number | null;
  employeeCount: string | null;
  industry: string | null;
  socialLinkedin: string | null;
  socialTwitter: string | null;
  socialFacebook: string | null;
  socialInstagram: string | null;
  socialYoutube: string | null;
  socialGithub: string | null;
  claimedBy: string | null;
  claimedAt: string | null;
  averageRating: number | null;
  complaintCount: number;
  updatedAt: string;
}

export interface AdminReviewItem {
  id: number;
  title: string;
  content: string;
  rating: number | null;
  type: ReviewType;
  isComplaint: boolean;
  upvotes: number;
  downvotes: number;
  claps: number;
  views: number;
  createdAt: string;
  company: { id: number; name: string; domain: string };
  /** The account that wrote it; null for anonymous and imported reviews. */
  user: { firstName: string | null; lastName: string | null; email: string } | null;
  /** Name and email from a CSV import when no account matched. */
  reviewerName: string | null;
  reviewerEmail: string | null;
  /** Publication (issue 13): a pending one waits for Approve / Reject, or for its author's email
   * verification (`holdReason`). */
  status: 'pending' | 'published' | 'rejected';
  holdReason: 'moderation' | 'verification' | null;
  /** The author's account has a verified email (the "Verified" mark). */
  isVerified: boolean;
  editedAt: string | null;
  /** Visitors' flags not yet dismissed, by reason with counts (issue 13). */
  flags: Array<{ reason: string; count: number; details: string[] }>;
}

/** `GET /api/admin/reviews/stats?q&filter`: the stat cards over the whole filtered set. */
export interface AdminReviewStats {
  total: number;
  complaints: number;
  averageRating: number;
  anonymous: number;
}

export interface AdminUserItem {
  id: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  title: string | null;
  profileImageUrl: string | null;
  isEmailVerified: boolean;
  /** When an admin deactivated the account; null while it may sign in. */
  deactivatedAt: string | null;
  createdAt: string;
}

/** One account in the admin's user detail: with how many reviews it wrote, by status. */
export interface AdminUserDetail extends AdminUserItem {
  emailVerifiedAt: string | null;
  reviews: { total: number; published: number; pending: number; rejected: number };
}

export interface ClaimRequestItem {
  id: number;
  companyId: number;
  companyName: string;
  companyDomain: string;
  email: string;
  status: 'pending' | 'verified' | 'rejected';
  createdAt: string;
  /** What the claim dialog said (issue 34): the proof of association the admin decides on. */
  fullName: string | null;
  position: string | null;
  additionalInfo: string | null;
  /** The signed-in account that sent the claim (an approval binds it); null when anonymous. */
  sender: ClaimAccount | null;
  /** The account that owns the company now (issue 38), if any. */
  owner: ClaimAccount | null;
}

/** An account named in a claim row. */
export interface ClaimAccount {
  id: string;
  email: string;
  isEmailVerified: boolean;
}

/** `GET /api/admin/claim-requests/stats`. */
export interface ClaimStats {
  total: number;
  pending: number;
  verified: number;
  rejected: number;
}

/** Stored status `pending` is shown as `open`. */
export interface IssueReport {
  id: number;
  issue: string;
  description: string | null;
  companyDomain: string;
  reporterEmail: string | null;
  status: 'open' | 'resolved' | 'dismissed';
  createdAt: string;
  resolvedAt: string | null;
}

/** `GET /api/admin/reports/stats`. */
export interface ReportStats {
  total: number;
  open: number;
  resolved: number;
  dismissed: number;
}

export interface Complaint {
  id: number;
  companyName: string;
  companyDomain: string;
  rating: number | null;
  category: (typeof COMPLAINT_CATEGORIES)[number] | null;
  userName: string;
  title: string;
  content: string;
  status: (typeof COMPLAINT_STATUSES)[number];
  priority: (typeof COMPLAINT_PRIORITIES)[number];
  createdAt: string;
  updatedAt: string;
}

/** `GET /api/admin/complaints/stats?q&status&priority&category` (over the filtered set). */
export interface ComplaintStats {
  total: number;
  pending: number;
  investigating: number;
  resolved: number;
  escalated: number;
  highPriority: number;
  /** Pending plus investigating (the screen's "Active Cases"). */
  activeCases: number;
}

export interface PayingClient {
  id: number;
  companyName: string;
  domain: string;
  plan: Plan;
  monthlyFee: number;
  status: 'active' | 'pending' | 'cancelled';
  startDate: string;
  nextBilling: string | null;
  features: string[];
}

/** `GET /api/admin/paying-clients/stats`. */
export interface PayingClientStats {
  totalClients: number;
  activeClients: number;
  /** Sum of the monthly fees of active clients. */
  monthlyRevenue: number;
  /** The same, as it stood at the end of last month (clients started by then, not yet cancelled). */
  previousMonthlyRevenue: number;
  /** Percent change month over month, one decimal; null when last month had no revenue. */
  growth: number | null;
}

export interface ActivityItem {
  id: number;
  type: 'review' | 'company' | 'report' | 'user' | 'update' | 'complaint';
  action: string;
  entityId: string | null;
  entityType: string | null;
  description: string;
  timestamp: string;
  metadata: Record<string, unknown>;
}

/** `GET /api/admin/activity/stats`: Today (since midnight UTC), This Week (last 7 days), and
 * all-time counts of the review and report feed types. */
export interface ActivityStats {
  today: number;
  thisWeek: number;
  reviews: number;
  reports: number;
}

export interface ImportResult {
  success: boolean;
  imported: number;
  failed: number;
  duplicates: number;
  /** `Row N: reason`, the first 100, then one line saying how many more. */
  errors: string[];
}

export interface CategorizationProgress {
  isRunning: boolean;
  current: number;
  total: number;
  /** The company being processed, '' when none. */
  currentCompany: string;
  updated: number;
  failed: number;
  /** Beyond the spec: companies left without a category (evidence too weak). */
  uncategorized: number;
  /** Beyond the spec: companies profiled but left as they were, by why (issue 34). */
  unchanged: UnchangedCounts;
  /**
   * Beyond the spec: how fast a run goes, so the card's note is true of the provider: the one of
   * the running job, else the one the next run will use. Absent in a 409's progress.
   */
  pace?: CategorizationPace;
  /** Beyond the spec: the most recent failures with their reasons (at most 100). */
  failures: Array<{ companyId: number; domain: string; reason: string }>;
  /** Beyond the spec: the run's job status, null before the first run. */
  status: 'queued' | 'running' | 'completed' | 'failed' | 'cancelled' | null;
  /** Beyond the spec: why the run itself failed (status `failed`), not one company's reason. */
  error?: string;
}

/** A provider and its pause between companies (0: as fast as the homepages answer). */
export interface CategorizationPace {
  provider: 'local' | 'openai';
  everyMs: number;
}

export interface CategorizationStarted {
  message: string;
  totalCompanies: number;
  updated: number;
}

/** `GET /api/admin/analytics`: what the Analytics screen charts. */
export interface AdminAnalytics {
  /** The last 12 weeks (Monday 00:00 UTC, `YYYY-MM-DD`), oldest first, the current week last. */
  reviewsPerWeek: Array<{ weekStart: string; count: number }>;
  /** Rated items (reviews and complaints) per rating 1 to 5. */
  ratingDistribution: Array<{ rating: number; count: number }>;
  totalReviews: number;
  complaints: number;
  /** Complaints as a percentage of all items, one decimal. */
  complaintShare: number;
  /** Main categories by number of reviews of their companies, at most 8. */
  topCategories: Array<{ category: string; companies: number; reviews: number }>;
}

export interface SystemInfo {
  version: string;
  database: { engine: 'postgresql' | 'pglite'; status: 'connected' | 'down' };
}

export type { Settings };
