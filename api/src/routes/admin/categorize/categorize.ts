import Router from '@koa/router';
import { serviceContext } from '../../../http/actor.ts';
import { requireAdmin } from '../../../http/auth.ts';
import { inputOf, validate } from '../../../http/validate.ts';
import {
  categorizationProgress,
  startCompanyCategorization,
} from '../../../jobs/categorize/adminCategorization.ts';
import { requestCompanyEnrichment } from '../../../jobs/enrich/requestEnrichment.ts';
import {
  presentCategorizationConflict,
  presentCategorizationProgress,
} from '../../../presenters/admin/categorization.ts';
import { CategorizeRequestSchema, EnrichRequestSchema } from './schema.ts';

/** The AI Company Categorization card, and a company's AI refresh. */
export const categorizeRouter = new Router();

categorizeRouter.post(
  '/categorize-companies',
  requireAdmin(),
  validate(CategorizeRequestSchema),
  async (ctx) => {
    const { body } = inputOf(ctx, CategorizeRequestSchema);
    ctx.status = 202;
    ctx.body = await startCompanyCategorization(serviceContext(ctx, 'admin'), body).catch(
      (error: unknown) => {
        throw presentCategorizationConflict(error);
      },
    );
  },
);

categorizeRouter.get('/categorize-progress', requireAdmin(), async (ctx) => {
  const progress = await categorizationProgress(serviceContext(ctx, 'admin'));
  ctx.body = presentCategorizationProgress(progress);
});

categorizeRouter.post(
  '/companies/:id/enrich',
  requireAdmin(),
  validate(EnrichRequestSchema),
  async (ctx) => {
    const { params, body } = inputOf(ctx, EnrichRequestSchema);
    const job = await requestCompanyEnrichment(serviceContext(ctx, 'admin'), params.id, body);
    ctx.status = 202;
    ctx.body = { message: 'Enrichment queued', jobId: job.id };
  },
);
