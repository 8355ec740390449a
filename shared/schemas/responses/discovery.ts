import { z } from 'zod';
import { REVIEW_TYPES } from '../reviews.ts';
import { isoTime } from './common.ts';

/** The answers of the discovery calls (issue 14), as `shared/types/api.ts` types them. */

const AwardQuarterSummary = z
  .object({
    quarter: z.string().meta({ example: '2026Q3' }),
    year: z.number().int(),
    number: z.number().int().min(1).max(4),
    winnerCount: z.number().int(),
    minReviews: z.number().int(),
    minAverage: z.number(),
    computedAt: isoTime,
  })
  .meta({ id: 'AwardQuarter', description: 'A computed award quarter' });

const AwardWinner = z
  .object({
    position: z.number().int(),
    category: z.object({ id: z.number().int(), name: z.string(), slug: z.string() }),
    company: z.object({
      id: z.number().int(),
      name: z.string(),
      domain: z.string(),
      logoUrl: z.string().nullable(),
    }),
    rating: z.number().nullable(),
    reviewCount: z.number().int(),
    trustScore: z.number().nullable(),
  })
  .meta({ id: 'AwardWinner', description: "A category winner, with its quarter's figures" });

export const AwardsResponse = z
  .object({
    quarter: AwardQuarterSummary.nullable(),
    winners: z.array(AwardWinner),
    quarters: z.array(AwardQuarterSummary),
  })
  .meta({ id: 'Awards', description: "A quarter's winners and every computed quarter" });

export const CompanyAwardResponse = z
  .object({
    quarter: z.string(),
    year: z.number().int(),
    number: z.number().int(),
    position: z.number().int(),
    category: z.string().nullable(),
    rating: z.number().nullable(),
  })
  .meta({ id: 'CompanyAward', description: "A company's award badge" });

const DiscoverCompany = z.object({
  id: z.number().int(),
  name: z.string(),
  domain: z.string(),
  averageRating: z.number().nullable(),
  totalReviews: z.number().int(),
  trustScore: z.number().nullable(),
});

export const DiscoverResponse = z
  .object({
    recentlyReviewed: z.array(DiscoverCompany),
    topRated: z.array(
      z.object({
        category: z.object({ name: z.string(), slug: z.string() }),
        companies: z.array(DiscoverCompany),
      }),
    ),
    latestReviews: z.array(
      z.object({
        id: z.number().int(),
        title: z.string(),
        rating: z.number().int().nullable(),
        type: z.enum(REVIEW_TYPES),
        createdAt: isoTime,
        company: z.object({ name: z.string(), domain: z.string() }),
      }),
    ),
  })
  .meta({ id: 'Discover', description: "The home page's lists" });
