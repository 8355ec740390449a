import Router from '@koa/router';
import { serviceContext } from '../../http/actor.ts';
import { countCompanyCreation } from '../../http/companyCreationLimit.ts';
import { publicLimits } from '../../http/publicLimits.ts';
import { markPrimaryWrite, readOnReplica } from '../../http/readRouting.ts';
import { inputOf, validate } from '../../http/validate.ts';
import { viewerOf } from '../../http/viewerHash.ts';
import {
  presentCompanyProfile,
  presentCompanySummary,
  presentCompetitor,
  presentSuggestion,
} from '../../presenters/company.ts';
import { findCompetitors } from '../../services/companies/findCompetitors.ts';
import { getCompanyProfile } from '../../services/companies/getCompanyProfile.ts';
import { listCompanies } from '../../services/companies/listCompanies.ts';
import { requestEnhancement } from '../../services/companies/requestEnhancement.ts';
import { searchCompanies } from '../../services/companies/searchCompanies.ts';
import {
  CompanyByDomainSchema,
  CompanyByIdSchema,
  CompanyListSchema,
  CompanySearchSchema,
} from './schema.ts';

/** Company lookup, search, lists and profile actions (public-site.md §7). */
export const companiesRouter = new Router({ prefix: '/companies' });

companiesRouter.get('/', validate(CompanyListSchema), async (ctx) => {
  const { query } = inputOf(ctx, CompanyListSchema);
  const page = await readOnReplica(ctx, (reads) => listCompanies(reads, query));
  ctx.set('X-Total-Count', String(page.total));
  ctx.body = page.companies.map(presentCompanySummary);
});

companiesRouter.get('/search', validate(CompanySearchSchema), async (ctx) => {
  const { query } = inputOf(ctx, CompanySearchSchema);
  const found = await readOnReplica(ctx, (reads) => searchCompanies(reads, query.q, query.limit));
  ctx.body = found.map(presentSuggestion);
});

companiesRouter.get('/domain/:domain', validate(CompanyByDomainSchema), async (ctx) => {
  const { params } = inputOf(ctx, CompanyByDomainSchema);
  // Read on a replica; a domain seen for the first time is created on the primary, and this
  // visitor's next reads (its reviews, its page) wait for the replica to have it.
  const view = await readOnReplica(ctx, (reads) =>
    getCompanyProfile(reads, params.domain, {
      primary: serviceContext(ctx),
      beforeCreate: async () => {
        await countCompanyCreation(ctx);
        markPrimaryWrite(ctx);
      },
    }),
  );
  // Counted off the request, once per viewer per company per day (written within 2 s).
  ctx.views.recordProfileView(view.company.id, viewerOf(ctx));
  ctx.body = presentCompanyProfile(view.company, {
    isSubscribed: view.isSubscribed,
    isOwner: view.isOwner,
  });
});

companiesRouter.get('/:id/competitors', validate(CompanyByIdSchema), async (ctx) => {
  const { params } = inputOf(ctx, CompanyByIdSchema);
  const competitors = await readOnReplica(ctx, (reads) => findCompetitors(reads, params.id));
  ctx.body = competitors.map(presentCompetitor);
});

companiesRouter.post(
  '/:id/enhance',
  publicLimits.enhance,
  validate(CompanyByIdSchema),
  async (ctx) => {
    const { params } = inputOf(ctx, CompanyByIdSchema);
    await requestEnhancement(serviceContext(ctx), params.id);
    ctx.status = 202;
    ctx.body = { message: 'Enhancement queued' };
  },
);
