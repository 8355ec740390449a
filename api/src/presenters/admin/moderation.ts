import { iso } from '#shared/dates/iso';
import type { COMPLAINT_CATEGORIES } from '#shared/schemas/admin';
import type { ClaimAccount, ClaimRequestItem, Complaint, IssueReport } from '#shared/types/admin';
import type { ClaimRequest } from '../../models/ClaimRequest.ts';
import type { Report } from '../../models/Report.ts';
import type { Review } from '../../models/Review.ts';
import type { User } from '../../models/User.ts';
import { toScreenStatus } from '../../services/adminPanel/reports/reportStatus.ts';

/**
 * A row of Claimed Profiles (the claim is fetched with its company, the company's owner and the
 * account that sent the claim): what the claimant said, and who the claim does or would bind.
 */
export function presentClaimRequest(claim: ClaimRequest): ClaimRequestItem {
  return {
    id: claim.id,
    companyId: claim.companyId,
    companyName: claim.company?.name ?? '',
    companyDomain: claim.company?.domain ?? '',
    email: claim.email,
    status: claim.status,
    createdAt: iso(claim.createdAt),
    fullName: claim.fullName ?? null,
    position: claim.position ?? null,
    additionalInfo: claim.additionalInfo ?? null,
    sender: claim.user ? presentAccount(claim.user) : null,
    owner: claim.company?.owner ? presentAccount(claim.company.owner) : null,
  };
}

function presentAccount(user: Pick<User, 'id' | 'email' | 'isEmailVerified'>): ClaimAccount {
  return { id: user.id, email: user.email, isEmailVerified: user.isEmailVerified };
}

/**
 * A card of Report Issue. Reports store one text (the issue) and no separate description; the
 * reporter's email is their account's when they were signed in.
 */
export function presentIssueReport(report: Report): IssueReport {
  return {
    id: report.id,
    issue: report.issue,
    description: null,
    companyDomain: report.companyDomain,
    reporterEmail: report.user?.email ?? null,
    status: toScreenStatus(report.status),
    createdAt: iso(report.createdAt),
    resolvedAt: report.resolvedAt ? iso(report.resolvedAt) : null,
  };
}

type ComplaintCategory = (typeof COMPLAINT_CATEGORIES)[number];

/** A card of Customer Complaints (fetched with its company and author). */
export function presentComplaint(review: Review): Complaint {
  const fullName = [review.user?.firstName, review.user?.lastName].filter(Boolean).join(' ');
  return {
    id: review.id,
    companyName: review.company?.name ?? '',
    companyDomain: review.company?.domain ?? '',
    rating: review.rating,
    category: (review.complaintCategory as ComplaintCategory | null) ?? null,
    userName: fullName || review.reviewerName || 'Anonymous',
    title: review.title,
    content: review.content,
    status: review.complaintStatus ?? 'pending',
    priority: review.complaintPriority ?? 'medium',
    createdAt: iso(review.createdAt),
    updatedAt: iso(review.updatedAt),
  };
}
