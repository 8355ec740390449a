export interface PageMeta {
  title: string;
  description: string;
  /** The page's canonical address: `<link rel="canonical">` and `og:url`. */
  url: string;
  /** API URLs the page will request first, fetched by the browser alongside the script. */
  preloads?: string[];
  /** Ready-made head HTML (the JSON-LD block), added as it is. */
  extraHead?: string;
}

/**
 * Marks the tags written for the served address: the PWA drops them at its first in-app
 * navigation (pwa/src/components/meta/useServedHeadTags.ts), so a later page is never shared or
 * read under the first page's canonical address or data.
 */
const SERVED = 'data-served-page';

export function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

function beforeHeadEnd(html: string, tags: string): string {
  return tags ? html.replace('</head>', () => `${tags}  </head>`) : html;
}

/**
 * The canonical address of a page, as `<link rel="canonical">` and `og:url` (replacing an
 * `og:url` the shell has). Crawlers and link previews see it without running the app.
 */
export function withCanonical(html: string, url: string): string {
  const href = escapeHtml(url);
  const ogUrl = `<meta property="og:url" content="${href}" ${SERVED} />`;
  const pattern = /<meta\s+property="og:url"[^>]*>/;
  const withOgUrl = pattern.test(html)
    ? html.replace(pattern, () => ogUrl)
    : beforeHeadEnd(html, `    ${ogUrl}\n`);
  return beforeHeadEnd(withOgUrl, `    <link rel="canonical" href="${href}" ${SERVED} />\n`);
}

/**
 * Writes a page's title and description into the app shell: `<title>`, the description and the
 * Open Graph tags, its canonical address, preloads and extra head HTML, so search engines and
 * link previews in chat apps see the company, not the generic site text. Tags the shell lacks
 * are added before `</head>`.
 */
export function withPageMeta(html: string, meta: PageMeta): string {
  const title = escapeHtml(meta.title);
  const description = escapeHtml(meta.description);
  let result = html.replace(/<title>[^<]*<\/title>/, `<title>${title}</title>`);
  const tags: Array<[RegExp, string]> = [
    [/<meta\s+name="description"[^>]*>/, `<meta name="description" content="${description}" />`],
    [/<meta\s+property="og:title"[^>]*>/, `<meta property="og:title" content="${title}" />`],
    [
      /<meta\s+property="og:description"[^>]*>/,
      `<meta property="og:description" content="${description}" />`,
    ],
  ];
  for (const [pattern, tag] of tags) {
    result = pattern.test(result)
      ? result.replace(pattern, () => tag)
      : beforeHeadEnd(result, `    ${tag}\n`);
  }
  result = withCanonical(result, meta.url);
  // `use-credentials`: the app's fetch sends cookies, and a preload is reused only when its
  // mode and credentials match the later request.
  const preloads = (meta.preloads ?? [])
    .map(
      (href) =>
        `    <link rel="preload" href="${escapeHtml(href)}" as="fetch" crossorigin="use-credentials" />\n`,
    )
    .join('');
  const extra = meta.extraHead ? `    ${meta.extraHead}\n` : '';
  return beforeHeadEnd(result, `${preloads}${extra}`);
}

/**
 * A JSON-LD block for the page's `<head>`. The JSON is made safe to sit inside `<script>`:
 * `<`, `>` and `&` become `\u003c`, `\u003e`, `\u0026` (so `</script>` or `<!--` in a review
 * cannot end or alter the block), and U+2028/U+2029 are escaped too. Still valid JSON with the
 * same values.
 *
 * A `type="application/ld+json"` script is a data block: browsers never execute it, so the CSP
 * (`script-src 'self'`, no inline scripts; see http/securityHeaders.ts) neither applies to nor
 * blocks it, and the no-inline-scripts rule holds.
 */
export function jsonLdScript(data: unknown): string {
  const json = JSON.stringify(data)
    .replaceAll('<', '\\u003c')
    .replaceAll('>', '\\u003e')
    .replaceAll('&', '\\u0026')
    .replaceAll('\u2028', '\\u2028')
    .replaceAll('\u2029', '\\u2029');
  return `<script type="application/ld+json" ${SERVED}>${json}</script>`;
}

/**
 * The app shell with the platform name and tagline of the admin Settings instead of the spec's
 * (title, Open Graph, the header drawn before the script, the noscript line), so a renamed
 * platform is renamed in what crawlers and link previews read too.
 */
export function withSiteName(
  html: string,
  site: { platformName: string; tagline: string },
  defaults: { platformName: string; tagline: string },
): string {
  if (site.platformName === defaults.platformName && site.tagline === defaults.tagline) return html;
  return html
    .replaceAll(defaults.tagline, escapeHtml(site.tagline || site.platformName))
    .replaceAll(defaults.platformName, escapeHtml(site.platformName));
}
