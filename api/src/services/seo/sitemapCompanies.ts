import type { Knex } from 'knex';
import { publishedReviewSql } from '../reviews/publishedReviews.ts';

const MAX_ID = 2 ** 31 - 1;

/**
 * The companies worth a search engine's visit (issue 38): a published review, or a claimed
 * profile. Every domain anyone looks up gets a profile, so most profiles are empty: listing them
 * would invite the indexing of millions of pages that say nothing. `companies_sitemap_index` is
 * partial on exactly this predicate.
 */
const INDEXABLE = '(is_claimed or review_count > 0)';

/** Whether company sitemap file `number` can hold any id at all (a larger one is a 404). */
export function isCompanySitemapNumber(number: number, size: number): boolean {
  return Number.isSafeInteger(number) && number >= 1 && (number - 1) * size < MAX_ID;
}

export interface SitemapCompany {
  domain: string;
  /** The later of the profile's last change and its latest published review. */
  lastModified: Date;
}

/*
 * Company sitemaps are fixed ranges of the primary key: file k (1-based) lists the companies
 * with `(k - 1) * size < id <= k * size`, so a file never holds more than `size` URLs (the
 * sitemaps.org limit is 50,000), a company stays in the same file as others are added, and
 * each file is one range scan of `companies_pkey`, never an OFFSET. Gaps left by deleted
 * companies make a file shorter, not another one longer.
 */

/**
 * The numbers of the company sitemap files that hold at least one indexable company, ascending.
 * A loose index scan of the partial index: from each file's range it jumps to the smallest id
 * past it, so the cost is one probe per file (20 at 1M companies), not one per company.
 */
export async function companySitemapNumbers(knex: Knex, size: number): Promise<number[]> {
  const result = await knex.raw(
    `with recursive files(n) as (
       select (select (min(id)::bigint - 1) / ? + 1 from companies where ${INDEXABLE})
       union all
       select (
         select (min(c.id)::bigint - 1) / ? + 1 from companies c
         where c.id > files.n * ? and ${INDEXABLE}
       )
       from files
       where files.n is not null
     )
     select n from files where n is not null`,
    [size, size, size],
  );
  return (result.rows as Array<{ n: number | string }>).map((row) => Number(row.n));
}

/**
 * The indexable companies of company sitemap file `number`, by id. `lastModified` reads each company's
 * newest published review through `reviews_company_published_index` (one index probe each).
 */
export async function companySitemapEntries(
  knex: Knex,
  number: number,
  size: number,
): Promise<SitemapCompany[]> {
  const result = await knex.raw(
    `select c.domain,
            greatest(c.updated_at, (
              select r.created_at from reviews r
              where r.company_id = c.id and ${publishedReviewSql('r')}
              order by r.created_at desc, r.id desc
              limit 1
            )) as "lastModified"
     from companies c
     where c.id > ? and c.id <= ? and ${INDEXABLE}
     order by c.id`,
    // The ids are 32-bit: the last file's range is cut at the largest one.
    [(number - 1) * size, Math.min(number * size, MAX_ID)],
  );
  return (result.rows as Array<{ domain: string; lastModified: Date | string }>).map((row) => ({
    domain: row.domain,
    lastModified: new Date(row.lastModified),
  }));
}
