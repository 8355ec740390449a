import Router from '@koa/router';
import type { Context, Next } from 'koa';
import { publicLimits } from '../http/publicLimits.ts';
import { readOnReplica } from '../http/readRouting.ts';
import {
  companySitemapEntries,
  companySitemapNumbers,
  isCompanySitemapNumber,
} from '../services/seo/sitemapCompanies.ts';
import { categoryPages, STATIC_PAGES } from './publicPages.ts';
import { robotsTxt } from './robots.ts';
import { sitemapIndex, urlSet } from './sitemapXml.ts';

// Crawlers read these now and then; an hour's staleness costs nothing and spares the database.
// The ETag (http/httpCaching.ts) lets a crawler revalidate for free.
const SITEMAP_CACHE = 'public, max-age=3600';
const ROBOTS_CACHE = 'public, max-age=86400';
const XML = 'application/xml; charset=utf-8';
const COMPANY_FILE = /^companies-([1-9]\d{0,9})\.xml$/;

function answerXml(ctx: Context, xml: string): void {
  ctx.set('Cache-Control', SITEMAP_CACHE);
  ctx.type = XML;
  ctx.body = xml;
}

/**
 * What search engines read besides the pages (docs/public-site.md, "SEO"): `/robots.txt`, the sitemap index
 * `/sitemap.xml`, and the sitemaps it lists: `/sitemaps/static.xml`,
 * `/sitemaps/categories.xml` and `/sitemaps/companies-{n}.xml`. Not under `/api`, so outside the
 * JSON API (and its OpenAPI document); plain text and XML answers.
 */
export const seoRouter = new Router();

seoRouter.get('/robots.txt', (ctx) => {
  ctx.set('Cache-Control', ROBOTS_CACHE);
  ctx.type = 'text/plain; charset=utf-8';
  ctx.body = robotsTxt(ctx.config.publicUrl);
});

seoRouter.get('/sitemap.xml', async (ctx) => {
  const base = ctx.config.publicUrl;
  const numbers = await readOnReplica(ctx, (reads) =>
    companySitemapNumbers(reads.knex, ctx.config.sitemapUrlsPerFile),
  );
  answerXml(
    ctx,
    sitemapIndex([
      { loc: `${base}/sitemaps/static.xml` },
      { loc: `${base}/sitemaps/categories.xml` },
      ...numbers.map((n) => ({ loc: `${base}/sitemaps/companies-${n}.xml` })),
    ]),
  );
});

/** Company files are counted per client address; the small static files are not. */
function limitCompanyFiles(ctx: Context, next: Next) {
  return COMPANY_FILE.test(ctx.params.file ?? '') ? publicLimits.sitemap(ctx, next) : next();
}

seoRouter.get('/sitemaps/:file', limitCompanyFiles, async (ctx) => {
  const base = ctx.config.publicUrl;
  const { file } = ctx.params;
  if (file === 'static.xml') {
    return answerXml(ctx, urlSet(STATIC_PAGES.map((page) => ({ loc: `${base}${page}` }))));
  }
  if (file === 'categories.xml') {
    return answerXml(ctx, urlSet(categoryPages().map((page) => ({ loc: `${base}${page}` }))));
  }
  const number = Number(COMPANY_FILE.exec(file ?? '')?.[1]);
  const size = ctx.config.sitemapUrlsPerFile;
  const companies = isCompanySitemapNumber(number, size)
    ? await readOnReplica(ctx, (reads) => companySitemapEntries(reads.knex, number, size))
    : [];
  // A file past the last company, or whose id range lost all its companies, is not listed
  // in the index; an empty `<urlset>` would not be a valid sitemap either.
  if (companies.length === 0) {
    ctx.status = 404;
    ctx.type = 'text/plain; charset=utf-8';
    ctx.body = 'Sitemap not found';
    return;
  }
  answerXml(
    ctx,
    urlSet(
      companies.map((company) => ({
        loc: `${base}/company/${company.domain}`,
        lastModified: company.lastModified,
      })),
    ),
  );
});
