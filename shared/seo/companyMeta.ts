import { DEFAULT_SITE_NAME } from '../site/siteDefaults.ts';

/**
 * The title and description of a company page, for the browser tab and for link previews.
 * One formula for the PWA (which sets them as the page loads) and the server (which writes them
 * into the HTML it serves for `/company/{domain}`, so crawlers and chat apps see them).
 * `siteName` is the platform name of the admin Settings.
 */
const DESCRIPTION_MAX = 160;

export function companyPageTitle(company: { name: string }, siteName = DEFAULT_SITE_NAME): string {
  return `${company.name} Reviews | ${siteName}`;
}

export function companyPageDescription(
  company: { name: string; domain: string; description: string | null },
  siteName = DEFAULT_SITE_NAME,
): string {
  const text = company.description?.replace(/\s+/g, ' ').trim();
  if (!text) {
    return `Read customer reviews, complaints and ratings of ${company.name} (${company.domain}) on ${siteName}, or write your own.`;
  }
  if (text.length <= DESCRIPTION_MAX) return text;
  const cut = text.slice(0, DESCRIPTION_MAX - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > 80 ? cut.slice(0, lastSpace) : cut).replace(/[\s,.;:]+$/, '')}…`;
}
