import type { Context } from 'koa';
import { companyApiPath, companyReviewsApiPath } from '#shared/api/paths';
import { normalizeDomain } from '#shared/domain/normalizeDomain';
import { companyPageDescription, companyPageTitle } from '#shared/seo/companyMeta';
import { DEFAULT_SITE_NAME, DEFAULT_TAGLINE } from '#shared/site/siteDefaults';
import { readOnReplica } from '../http/readRouting.ts';
import { canonicalPagePath } from '../seo/publicPages.ts';
import { readCompanyPageFacts } from '../services/seo/companyPageFacts.ts';
import { cachedSiteInfo } from '../services/settings/settings.ts';
import { companyJsonLd } from './companyJsonLd.ts';
import { jsonLdScript, withCanonical, withPageMeta, withSiteName } from './headTags.ts';

const COMPANY_PAGE = /^\/company\/([^/]+)\/?$/;
const DEFAULTS = { platformName: DEFAULT_SITE_NAME, tagline: DEFAULT_TAGLINE };

/**
 * The platform name and tagline, read at most once a minute per instance (every served page
 * needs them); a database hiccup serves the shell as built.
 */
async function siteNames(ctx: Context): Promise<{ platformName: string; tagline: string }> {
  try {
    return await readOnReplica(ctx, cachedSiteInfo);
  } catch (error) {
    ctx.log.warn({ err: error }, 'Could not read the platform name for the page');
    return DEFAULTS;
  }
}

/**
 * The `transformHtml` of `servePwa`: what search engines and link previews read in a page's
 * HTML before (or without) running the app. A company page gets its title, description,
 * canonical address and schema.org JSON-LD; the static and category pages their canonical
 * address; any other page the shell as built.
 */
export async function pageHead(ctx: Context, served: string): Promise<string> {
  const site = await siteNames(ctx);
  const html = withSiteName(served, site, DEFAULTS);
  const match = COMPANY_PAGE.exec(ctx.path);
  if (match?.[1]) return companyPageHead(ctx, html, match[1], site.platformName);
  const canonical = canonicalPagePath(ctx.path);
  return canonical === undefined
    ? html
    : withCanonical(html, `${ctx.config.publicUrl}${canonical}`);
}

/**
 * `/company/{domain}`: the company's name and description, its canonical address (the domain
 * normalised as everywhere: lower-case, no `www.`), and an `Organization` with its rating and
 * latest reviews, read in one indexed statement. An unknown company keeps the plain shell and
 * claims no canonical; reading here never creates a company, and a database hiccup never stops
 * the app from being served.
 */
async function companyPageHead(
  ctx: Context,
  html: string,
  segment: string,
  siteName: string,
): Promise<string> {
  let written: string;
  try {
    written = decodeURIComponent(segment);
  } catch {
    return html;
  }
  const domain = normalizeDomain(written);
  if (!domain || domain.length > 255) return html;
  try {
    const facts = await readOnReplica(ctx, (reads) => readCompanyPageFacts(reads.knex, domain));
    if (!facts) return html;
    const url = `${ctx.config.publicUrl}/company/${facts.domain}`;
    return withPageMeta(html, {
      title: companyPageTitle(facts, siteName),
      description: companyPageDescription(facts, siteName),
      url,
      // The app requests these with the domain as written in the address: preloaded only for
      // the canonical address (every link the site makes), where the URLs match.
      preloads:
        written === facts.domain
          ? [companyApiPath(facts.domain), companyReviewsApiPath(facts.domain)]
          : [],
      extraHead: jsonLdScript(companyJsonLd(facts, url)),
    });
  } catch (error) {
    ctx.log.warn({ err: error, domain }, 'Could not read the company for the page meta tags');
    return html;
  }
}
