import { iso } from '#shared/dates/iso';
import type {
  CompanyProfile,
  CompanySummary,
  Competitor,
  SearchSuggestion,
} from '#shared/types/api';
import type { Company } from '../models/Company.ts';
import { ratingDistribution } from '../services/companies/starCounts.ts';
import { averageRating, trustScore } from '../services/companies/trustScore.ts';

/** A company's full profile, with its ratings, whether the viewer subscribes to it and owns it. */
export function presentCompanyProfile(
  company: Company,
  viewer: { isSubscribed: boolean; isOwner: boolean } = { isSubscribed: false, isOwner: false },
): CompanyProfile {
  return {
    id: company.id,
    name: company.name,
    domain: company.domain,
    website: company.website,
    category: company.category,
    subcategory: company.subcategory,
    description: company.description,
    logoUrl: company.logoUrl,
    isClaimed: company.isClaimed,
    profileViews: company.profileViews,
    founded: company.founded,
    employeeCount: company.employeeCount,
    industry: company.industry,
    socialLinkedin: company.socialLinkedin,
    socialTwitter: company.socialTwitter,
    socialFacebook: company.socialFacebook,
    socialInstagram: company.socialInstagram,
    socialYoutube: company.socialYoutube,
    socialGithub: company.socialGithub,
    phone: company.phone,
    email: company.email,
    address: company.address,
    averageRating: averageRating(company),
    trustScore: trustScore(company),
    totalReviews: company.reviewCount,
    totalUpvotes: company.upvoteCount,
    totalClaps: company.clapCount,
    totalComplaints: company.complaintCount,
    isSubscribed: viewer.isSubscribed,
    isOwner: viewer.isOwner,
    createdAt: iso(company.createdAt),
    ratingDistribution: ratingDistribution(company),
  };
}

/** A company in a list (categories, `/api/companies`). */
export function presentCompanySummary(company: Company): CompanySummary {
  return {
    id: company.id,
    name: company.name,
    domain: company.domain,
    description: company.description,
    category: company.category,
    subcategory: company.subcategory,
    logoUrl: company.logoUrl,
    isClaimed: company.isClaimed,
    averageRating: averageRating(company),
    totalReviews: company.reviewCount,
    trustScore: trustScore(company),
  };
}

export function presentCompetitor(company: Company): Competitor {
  return {
    id: company.id,
    name: company.name,
    domain: company.domain,
    category: company.category,
    subcategory: company.subcategory,
    logoUrl: company.logoUrl,
    averageRating: averageRating(company),
    totalReviews: company.reviewCount,
  };
}

export function presentSuggestion(
  company: Pick<Company, 'id' | 'name' | 'domain'>,
): SearchSuggestion {
  return { id: company.id, name: company.name, domain: company.domain };
}
