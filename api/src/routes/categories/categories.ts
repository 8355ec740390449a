import Router from '@koa/router';
import { readOnReplica } from '../../http/readRouting.ts';
import { inputOf, validate } from '../../http/validate.ts';
import { presentCompanySummary } from '../../presenters/company.ts';
import { categoryCountsJson } from '../../services/companies/countCompaniesBySubcategory.ts';
import { listCategoryCompanies } from '../../services/companies/listCategoryCompanies.ts';
import { CategoryCompaniesSchema } from './schema.ts';

/** The category browser's counts and a category page's companies. */
export const categoriesRouter = new Router({ prefix: '/categories' });

categoriesRouter.get('/counts', async (ctx) => {
  // The JSON text itself, kept while the counts do not change (see categoryCountsJson).
  ctx.type = 'application/json';
  ctx.body = await readOnReplica(ctx, categoryCountsJson);
});

categoriesRouter.get('/:slug/companies', validate(CategoryCompaniesSchema), async (ctx) => {
  const { params, query } = inputOf(ctx, CategoryCompaniesSchema);
  const page = await readOnReplica(ctx, (reads) =>
    listCategoryCompanies(reads, params.slug, query),
  );
  ctx.set('X-Total-Count', String(page.total));
  ctx.body = page.companies.map(presentCompanySummary);
});
