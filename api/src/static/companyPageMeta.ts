import type { Context } from 'koa';
import { companyApiPath, companyReviewsApiPath } from '#shared/api/paths';
import { normalizeDomain } from '#shared/domain/normalizeDomain';
import { companyPageDescription, companyPageTitle } from '#shared/seo/companyMeta';
import { Company } from '../models/Company.ts';

const COMPANY_PAGE = /^\/company\/([^/]+)\/?$/;

export interface PageMeta {
  title: string;
  description: string;
  url: string;
  /** API URLs the page will request first, fetched by the browser alongside the script. */
  preloads?: string[];
}

export function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

/**
 * Writes a page's title and description into the app shell: `<title>`, the description and the
 * Open Graph tags (`og:url` added), so search engines and link previews in chat apps see the
 * company, not the generic site text. Tags the shell lacks are added before `</head>`.
 */
export function withPageMeta(html: string, meta: PageMeta): string {
  const title = escapeHtml(meta.title);
  const description = escapeHtml(meta.description);
  const url = escapeHtml(meta.url);
  let result = html.replace(/<title>[^<]*<\/title>/, `<title>${title}</title>`);
  const tags: Array<[RegExp, string]> = [
    [/<meta\s+name="description"[^>]*>/, `<meta name="description" content="${description}" />`],
    [/<meta\s+property="og:title"[^>]*>/, `<meta property="og:title" content="${title}" />`],
    [
      /<meta\s+property="og:description"[^>]*>/,
      `<meta property="og:description" content="${description}" />`,
    ],
    [/<meta\s+property="og:url"[^>]*>/, `<meta property="og:url" content="${url}" />`],
  ];
  for (const [pattern, tag] of tags) {
    result = pattern.test(result)
      ? result.replace(pattern, () => tag)
      : result.replace('</head>', () => `    ${tag}\n  </head>`);
  }
  // `use-credentials`: the app's fetch sends cookies, and a preload is reused only when its
  // mode and credentials match the later request.
  const preloads = (meta.preloads ?? [])
    .map(
      (href) =>
        `    <link rel="preload" href="${escapeHtml(href)}" as="fetch" crossorigin="use-credentials" />\n`,
    )
    .join('');
  return preloads ? result.replace('</head>', () => `${preloads}  </head>`) : result;
}

/**
 * The `transformHtml` of `servePwa` for `/company/{domain}`: the company's name and description
 * when it is known. An unknown company (or any other page) keeps the default tags; reading here
 * never creates a company, and a database hiccup never stops the app from being served.
 */
export async function companyPageMeta(ctx: Context, html: string): Promise<string> {
  const match = COMPANY_PAGE.exec(ctx.path);
  if (!match?.[1]) return html;
  let written: string;
  try {
    written = decodeURIComponent(match[1]);
  } catch {
    return html;
  }
  const domain = normalizeDomain(written);
  if (!domain || domain.length > 255) return html;
  try {
    const company = await Company.query(ctx.db.knex)
      .select('name', 'domain', 'description')
      .findOne({ domain });
    if (!company) return html;
    return withPageMeta(html, {
      title: companyPageTitle(company),
      description: companyPageDescription(company),
      url: `${ctx.config.publicUrl}/company/${company.domain}`,
      // The app requests these with the domain as written in the address: preloaded only for
      // the canonical address (every link the site makes), where the URLs match.
      preloads:
        written === company.domain
          ? [companyApiPath(company.domain), companyReviewsApiPath(company.domain)]
          : [],
    });
  } catch (error) {
    ctx.log.warn({ err: error, domain }, 'Could not read the company for the page meta tags');
    return html;
  }
}
