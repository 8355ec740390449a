/*
 * The API is no place for a crawler, except the public reads the pages are drawn from: a search
 * engine that renders the app (Google does) fetches them like a browser, and a page whose data
 * it may not fetch renders empty, its rating markup then describing nothing visible. The longest
 * matching rule wins (RFC 9309), so these `Allow` lines beat `Disallow: /api/`.
 */
const RENDERED_API_READS = ['/api/companies/', '/api/categories', '/api/discover', '/api/awards'];

/** `/robots.txt`: the whole site but the admin panel and the API, and where the sitemap is. */
export function robotsTxt(publicUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /admin',
    'Disallow: /api/',
    ...RENDERED_API_READS.map((path) => `Allow: ${path}`),
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
}
