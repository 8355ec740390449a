import { iso } from '#shared/dates/iso';
import type { DiscoverAnswer, DiscoverCompany } from '#shared/types/api';
import type { Context } from '../../context.ts';
import { averageRating } from '../companies/trustScore.ts';
import { publishedReviewSql } from '../reviews/publishedReviews.ts';

const LATEST = 6;
const RECENT_COMPANIES = 6;
const TOP_PER_CATEGORY = 3;
// Recently reviewed companies are the distinct companies of the newest reviews: this many
// reviews are read to find them (a company reviewed many times in a row takes several).
const RECENT_REVIEWS_SCANNED = 60;

interface CompanyRow {
  id: number;
  name: string;
  domain: string;
  ratingSum: number;
  ratingCount: number;
  reviewCount: number;
  trustScore: number;
}

// Every row here has ratings except, possibly, a recently reviewed company with only complaints
// or comments: that one has no score to show (trustScore.ts).
function present(row: CompanyRow): DiscoverCompany {
  return {
    id: row.id,
    name: row.name,
    domain: row.domain,
    averageRating: averageRating(row),
    totalReviews: row.reviewCount,
    trustScore: row.ratingCount > 0 ? row.trustScore : null,
  };
}

// Raw queries come back with the database's column names: alias them to the code's.
const COMPANY_COLUMNS =
  'c.id, c.name, c.domain, c.rating_sum as "ratingSum", c.rating_count as "ratingCount", c.review_count as "reviewCount", c.trust_score as "trustScore"';

/**
 * The home page's lists, each a bounded index walk whatever the number of companies:
 * - latest reviews and recently reviewed companies: the newest published reviews through
 *   `reviews_created_index` (created_at desc, id desc), then companies by primary key;
 * - top rated per category: for each of the 22 main categories, the first rows of
 *   `companies_category_trust` (category, trust_score desc, review_count desc, id), skipping
 *   companies without a star rating (stored at 0, below every rated company; trustScore.ts).
 * The answer is the same for everyone and is memoised for a minute by the route.
 */
export async function discover(ctx: Context): Promise<DiscoverAnswer> {
  const { knex } = ctx;
  const latest = await knex.raw(
    `select r.id, r.title, r.rating, r.type, r.created_at as "createdAt", r.company_id as "companyId",
            c.name, c.domain
     from reviews r join companies c on c.id = r.company_id
     where ${publishedReviewSql('r')}
     order by r.created_at desc, r.id desc
     limit ?`,
    [RECENT_REVIEWS_SCANNED],
  );
  const reviews = latest.rows as Array<{
    id: number;
    title: string;
    rating: number | null;
    type: 'review' | 'complaint' | 'comment';
    createdAt: Date;
    companyId: number;
    name: string;
    domain: string;
  }>;
  const recentIds = [...new Set(reviews.map((r) => r.companyId))].slice(0, RECENT_COMPANIES);
  const recent = recentIds.length
    ? ((
        await knex.raw(`select ${COMPANY_COLUMNS} from companies c where c.id = any(?)`, [
          recentIds,
        ])
      ).rows as CompanyRow[])
    : [];
  const byId = new Map(recent.map((row) => [row.id, row]));

  const top = await knex.raw(
    `select cat.name as "categoryName", cat.slug as "categorySlug", ${COMPANY_COLUMNS}
     from categories cat
     cross join lateral (
       select * from companies c
       where c.category = cat.name and c.rating_count > 0
       order by c.trust_score desc, c.review_count desc, c.id
       limit ?
     ) c
     order by cat.position, c.trust_score desc, c.review_count desc, c.id`,
    [TOP_PER_CATEGORY],
  );
  const topRated: DiscoverAnswer['topRated'] = [];
  for (const row of top.rows as Array<
    CompanyRow & { categoryName: string; categorySlug: string }
  >) {
    let group = topRated.at(-1);
    if (!group || group.category.name !== row.categoryName) {
      group = { category: { name: row.categoryName, slug: row.categorySlug }, companies: [] };
      topRated.push(group);
    }
    group.companies.push(present(row));
  }

  return {
    recentlyReviewed: recentIds.flatMap((id) => {
      const row = byId.get(id);
      return row ? [present(row)] : [];
    }),
    topRated,
    latestReviews: reviews.slice(0, LATEST).map((r) => ({
      id: r.id,
      title: r.title,
      rating: r.rating,
      type: r.type,
      createdAt: iso(r.createdAt),
      company: { name: r.name, domain: r.domain },
    })),
  };
}
