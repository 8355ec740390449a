import type { Knex } from 'knex';
import { iso } from '#shared/dates/iso';
import { starRatingSql } from '../companies/starCounts.ts';
import { publishedReviewSql } from '../reviews/publishedReviews.ts';

/** How many of the latest rated reviews the company page's structured data carries. */
const LATEST_REVIEWS = 5;

interface CompanyPageReview {
  title: string;
  content: string;
  rating: number;
  createdAt: string;
}

/** What the HTML of a company page says about the company to search engines. */
export interface CompanyPageFacts {
  name: string;
  domain: string;
  description: string | null;
  website: string | null;
  logoUrl: string | null;
  social: string[];
  ratingCount: number;
  ratingSum: number;
  /** The latest published reviews and complaints (the rated items), newest first. */
  latestReviews: CompanyPageReview[];
}

interface FactsRow {
  name: string;
  domain: string;
  description: string | null;
  website: string | null;
  logoUrl: string | null;
  social: Array<string | null>;
  ratingCount: number;
  ratingSum: number;
  latestReviews: Array<{ title: string; content: string; rating: number; createdAt: string }>;
}

/**
 * The company of a (normalised) domain with its rating counters and latest rated reviews, in one
 * statement: the company through its unique `domain` index, the reviews through
 * `reviews_company_type_index` (company_id, type, created_at desc, id desc where published),
 * the five newest of type `review` (complaints and comments are not star ratings,
 * starCounts.ts, so they are not read at all).
 * Held and rejected reviews are neither in the counters nor in the list. Undefined when the
 * company does not exist; nothing is created.
 */
export async function readCompanyPageFacts(
  knex: Knex,
  domain: string,
): Promise<CompanyPageFacts | undefined> {
  const result = await knex.raw(
    `select c.name, c.domain, c.description, c.website, c.logo_url as "logoUrl",
            array[c.social_twitter, c.social_linkedin, c.social_facebook, c.social_instagram,
                  c.social_youtube, c.social_github] as social,
            c.rating_count as "ratingCount", c.rating_sum as "ratingSum",
            coalesce((
              select json_agg(json_build_object(
                       'title', r.title, 'content', r.content, 'rating', r.rating,
                       'createdAt', r.created_at) order by r.created_at desc, r.id desc)
              from (
                select r.title, r.content, r.rating, r.created_at, r.id
                from reviews r
                where r.company_id = c.id and ${publishedReviewSql('r')} and ${starRatingSql('r')}
                order by r.created_at desc, r.id desc
                limit ?
              ) r
            ), '[]'::json) as "latestReviews"
     from companies c
     where c.domain = ?`,
    [LATEST_REVIEWS, domain],
  );
  const row = (result.rows as FactsRow[])[0];
  if (!row) return undefined;
  return {
    name: row.name,
    domain: row.domain,
    description: row.description,
    website: row.website,
    logoUrl: row.logoUrl,
    social: row.social.filter((url): url is string => Boolean(url)),
    ratingCount: row.ratingCount,
    ratingSum: row.ratingSum,
    latestReviews: row.latestReviews.map((review) => ({
      title: review.title,
      content: review.content,
      rating: review.rating,
      createdAt: iso(review.createdAt),
    })),
  };
}
