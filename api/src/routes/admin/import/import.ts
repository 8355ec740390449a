import Router from '@koa/router';
import { serviceContext } from '../../../http/actor.ts';
import { requireAdmin } from '../../../http/auth.ts';
import { inputOf, validate } from '../../../http/validate.ts';
import { presentImportResult } from '../../../presenters/admin/importResult.ts';
import { importReviews } from '../../../services/import/importReviews.ts';
import {
  IMPORT_TEMPLATE_CSV,
  IMPORT_TEMPLATE_FILENAME,
} from '../../../services/import/importTemplate.ts';
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
    ctx.body = presentImportResult(result);
  },
);

importRouter.get('/import-template', requireAdmin(), (ctx) => {
  ctx.type = 'text/csv; charset=utf-8';
  ctx.attachment(IMPORT_TEMPLATE_FILENAME);
  ctx.body = IMPORT_TEMPLATE_CSV;
});
