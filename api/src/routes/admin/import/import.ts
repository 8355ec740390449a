import Router from '@koa/router';
import type { ImportResult } from '#shared/types/admin';
import { serviceContext } from '../../../http/actor.ts';
import { requireAdmin } from '../../../http/auth.ts';
import { inputOf, validate } from '../../../http/validate.ts';
import { importReviews } from '../../../services/admin/import/importReviews.ts';
import {
  IMPORT_TEMPLATE_CSV,
  IMPORT_TEMPLATE_FILENAME,
} from '../../../services/admin/import/importTemplate.ts';
import { ImportRequestSchema } from './schema.ts';
import { receiveCsv } from './upload.ts';

/** Import Reviews: the CSV upload and the template. */
export const importRouter = new Router();

importRouter.post(
  '/import-reviews',
  requireAdmin(),
  validate(ImportRequestSchema),
  receiveCsv,
  async (ctx) => {
    const { query } = inputOf(ctx, ImportRequestSchema);
    const result = await importReviews(serviceContext(ctx, 'admin'), ctx.state.upload!.open(), {
      dryRun: query.dryRun,
    });
    ctx.body = {
      success: result.success,
      imported: result.imported,
      failed: result.failed,
      duplicates: result.duplicates,
      errors: result.errors,
    } satisfies ImportResult;
  },
);

importRouter.get('/import-template', requireAdmin(), (ctx) => {
  ctx.type = 'text/csv; charset=utf-8';
  ctx.attachment(IMPORT_TEMPLATE_FILENAME);
  ctx.body = IMPORT_TEMPLATE_CSV;
});
