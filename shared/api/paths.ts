/**
 * The URLs of the calls a company page makes first, built in one place: the PWA requests them,
 * and the server names the very same URLs in `<link rel="preload">` tags of the page's HTML so
 * the browser fetches them while the app's script is still downloading. A preload is reused only
 * when the URL matches exactly, hence one builder for both.
 */
export const COMPANY_REVIEWS_PAGE_SIZE = 10;

export function companyApiPath(domain: string): string {
  return `/api/companies/domain/${encodeURIComponent(domain)}`;
}

export function companyReviewsApiPath(domain: string, before?: string | null): string {
  const query = new URLSearchParams({ limit: String(COMPANY_REVIEWS_PAGE_SIZE) });
  if (before) query.set('before', before);
  return `${companyApiPath(domain)}/reviews?${query}`;
}
