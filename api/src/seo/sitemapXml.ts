const XML_SPECIAL = /[&<>"']/;

/** The five XML specials as entities: what a `<loc>` needs (sitemaps.org "Entity escaping"). */
function escapeXml(text: string): string {
  // Most addresses have nothing to escape: one scan instead of five replacements.
  if (!XML_SPECIAL.test(text)) return text;
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&apos;');
}

const HEADER = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NAMESPACE = 'http://www.sitemaps.org/schemas/sitemap/0.9';

export interface SitemapEntry {
  loc: string;
  lastModified?: Date;
}

function entries(tag: 'url' | 'sitemap', items: readonly SitemapEntry[]): string {
  // One array joined once: a 50,000-URL file is built without quadratic string growth.
  const parts: string[] = [];
  for (const item of items) {
    const lastmod = item.lastModified
      ? `<lastmod>${item.lastModified.toISOString()}</lastmod>`
      : '';
    parts.push(`<${tag}><loc>${escapeXml(item.loc)}</loc>${lastmod}</${tag}>\n`);
  }
  return parts.join('');
}

/** A sitemap (`<urlset>`): pages with their last change when known. */
export function urlSet(items: readonly SitemapEntry[]): string {
  return `${HEADER}<urlset xmlns="${NAMESPACE}">\n${entries('url', items)}</urlset>\n`;
}

/** A sitemap index (`<sitemapindex>`): the addresses of the sitemap files. */
export function sitemapIndex(items: readonly SitemapEntry[]): string {
  return `${HEADER}<sitemapindex xmlns="${NAMESPACE}">\n${entries('sitemap', items)}</sitemapindex>\n`;
}
