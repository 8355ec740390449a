import { formatQuarter } from '#shared/awards/quarter';
import { AWARD_THRESHOLD_DEFAULTS } from '#shared/awards/thresholds';
import { iso } from '#shared/dates/iso';
import type { AwardQuarterSummary, AwardWinner, CompanyAward } from '#shared/types/api';
import type { Award } from '../models/Award.ts';
import type { AwardQuarterRow } from '../services/awards/listAwards.ts';

/** `Q3` (as stored on `awards.quarter`) → 3. */
const quarterNumber = (stored: string) => Number(stored.replace(/^Q/, ''));

export function presentAwardQuarter(row: AwardQuarterRow): AwardQuarterSummary {
  return {
    quarter: formatQuarter(row),
    year: row.year,
    number: row.quarter,
    winnerCount: row.winnerCount,
    minReviews: row.minReviews,
    // A quarter computed before the average rule is recomputed within the hour (computeDueAwards).
    minAverage: row.minAverage ?? AWARD_THRESHOLD_DEFAULTS.minAverage,
    computedAt: iso(row.computedAt),
  };
}

export function presentAwardWinner(award: Award): AwardWinner {
  return {
    position: award.position,
    category: {
      id: award.category?.id ?? 0,
      name: award.category?.name ?? '',
      slug: award.category?.slug ?? '',
    },
    company: {
      id: award.companyId,
      name: award.company?.name ?? '',
      domain: award.company?.domain ?? '',
      logoUrl: award.company?.logoUrl ?? null,
    },
    rating: award.averageRating,
    reviewCount: award.reviewCount ?? 0,
    trustScore: award.trustScore,
  };
}

export function presentCompanyAward(award: Award): CompanyAward {
  const number = quarterNumber(award.quarter);
  return {
    quarter: formatQuarter({ year: award.year, quarter: number }),
    year: award.year,
    number,
    position: award.position,
    category: award.category?.name ?? null,
    rating: award.averageRating,
  };
}
