import Router from '@koa/router';
import { serviceContext } from '../../../http/actor.ts';
import { requireAdmin } from '../../../http/auth.ts';
import { inputOf, validate } from '../../../http/validate.ts';
import { presentAdminQuestion } from '../../../presenters/question.ts';
import { listAdminQuestions } from '../../../services/questions/listAdminQuestions.ts';
import { moderateQa } from '../../../services/questions/moderateQa.ts';
import type { QaTarget } from '../../../services/questions/voteOnQa.ts';
import { sendPage } from '../sendPage.ts';
import {
  AdminQuestionListSchema,
  QaDeleteRequestSchema,
  QaModerateRequestSchema,
} from './schema.ts';

/** Q&A moderation (issue 14 item 4): list every question, hide, show or delete questions and answers. */
export const questionsRouter = new Router();

questionsRouter.get(
  '/questions',
  requireAdmin(),
  validate(AdminQuestionListSchema),
  async (ctx) => {
    const { query } = inputOf(ctx, AdminQuestionListSchema);
    sendPage(
      ctx,
      await listAdminQuestions(serviceContext(ctx, 'admin'), query),
      presentAdminQuestion,
    );
  },
);

for (const [path, target] of [
  ['/questions/:id', 'question'],
  ['/answers/:id', 'answer'],
] as const satisfies ReadonlyArray<readonly [string, QaTarget]>) {
  questionsRouter.patch(path, requireAdmin(), validate(QaModerateRequestSchema), async (ctx) => {
    const { params, body } = inputOf(ctx, QaModerateRequestSchema);
    const action = { action: 'status', status: body.status } as const;
    const { id } = await moderateQa(serviceContext(ctx, 'admin'), target, params.id, action);
    ctx.body = { message: body.status === 'hidden' ? 'Hidden' : 'Published', id };
  });
  questionsRouter.delete(path, requireAdmin(), validate(QaDeleteRequestSchema), async (ctx) => {
    const { params } = inputOf(ctx, QaDeleteRequestSchema);
    const { id } = await moderateQa(serviceContext(ctx, 'admin'), target, params.id, {
      action: 'delete',
    });
    ctx.body = { message: 'Deleted', id };
  });
}
