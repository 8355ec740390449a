import type { CompanyReviewFilter } from './reviewList.ts';

/**
 * The URLs of the calls a company page makes first, built in one place: the PWA requests them,
 * and the server names the very same URLs in `<link rel="preload">` tags of the page's HTML so
 * the browser fetches them while the app's script is still downloading. A preload is reused only
 * when the URL matches exactly, hence one builder for both.
 */
const COMPANY_REVIEWS_PAGE_SIZE = 10;

export function companyApiPath(domain: string): string {
  return `/api/companies/domain/${encodeURIComponent(domain)}`;
}

/** The first page (no `before`) newest first, unfiltered, is the URL the server preloads. */
export function companyReviewsApiPath(
  domain: string,
  before?: string | null,
  filter?: CompanyReviewFilter,
): string {
  const query = new URLSearchParams({ limit: String(COMPANY_REVIEWS_PAGE_SIZE) });
  if (filter && filter.sort !== 'recent') query.set('sort', filter.sort);
  if (filter?.stars !== undefined) query.set('stars', String(filter.stars));
  if (filter?.type !== undefined) query.set('type', filter.type);
  if (before) query.set('before', before);
  return `${companyApiPath(domain)}/reviews?${query}`;
}
