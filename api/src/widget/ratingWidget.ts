import type { Context } from '../context.ts';
import { findCompanyByDomain } from '../services/companies/findCompany.ts';
import { averageRating, trustScore } from '../services/companies/trustScore.ts';
import { cachedSiteInfo } from '../services/settings/settings.ts';

/** What a rating widget shows: the figures of the company page, nothing more. */
export interface WidgetFigures {
  name: string;
  /** The company page, absolute: the widget lives on other sites. */
  pageUrl: string;
  platformName: string;
  /** Null for a company without a published star rating: "Not yet rated". */
  averageRating: number | null;
  trustScore: number | null;
  reviewCount: number;
}

/**
 * The figures of an existing company (404 for an unknown domain: a widget never creates a
 * company). One indexed read by domain; the platform's name comes from this instance's memory.
 */
export async function ratingWidgetFigures(ctx: Context, domain: string): Promise<WidgetFigures> {
  const company = await findCompanyByDomain(ctx, domain);
  const { platformName } = await cachedSiteInfo(ctx);
  return {
    name: company.name,
    pageUrl: `${ctx.config.publicUrl}/company/${encodeURIComponent(company.domain)}`,
    platformName,
    averageRating: averageRating(company),
    trustScore: trustScore(company),
    reviewCount: company.reviewCount,
  };
}
