import { iso } from '#shared/dates/iso';
import type { AdminCompanyDetail, AdminCompanyItem } from '#shared/types/admin';
import type { Company } from '../../models/Company.ts';
import { averageRating } from '../../services/companies/trustScore.ts';

/** A row of the admin Companies table. */
export function presentAdminCompany(company: Company): AdminCompanyItem {
  return {
    id: company.id,
    name: company.name,
    domain: company.domain,
    website: company.website,
    category: company.category,
    subcategory: company.subcategory,
    description: company.description,
    phone: company.phone,
    email: company.email,
    address: company.address,
    isClaimed: company.isClaimed,
    reviewCount: company.reviewCount,
    profileViews: company.profileViews,
    createdAt: iso(company.createdAt),
  };
}

/** Everything the Edit Company form shows. */
export function presentAdminCompanyDetail(company: Company): AdminCompanyDetail {
  const average = averageRating(company);
  return {
    ...presentAdminCompany(company),
    logoUrl: company.logoUrl,
    founded: company.founded,
    employeeCount: company.employeeCount,
    industry: company.industry,
    socialLinkedin: company.socialLinkedin,
    socialTwitter: company.socialTwitter,
    socialFacebook: company.socialFacebook,
    socialInstagram: company.socialInstagram,
    socialYoutube: company.socialYoutube,
    socialGithub: company.socialGithub,
    claimedBy: company.claimedBy,
    claimedAt: company.claimedAt ? iso(company.claimedAt) : null,
    averageRating: average === null ? null : Math.round(average * 100) / 100,
    complaintCount: company.complaintCount,
    updatedAt: iso(company.updatedAt),
  };
}
