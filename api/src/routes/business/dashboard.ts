import Router from '@koa/router';
import { serviceContext } from '../../http/actor.ts';
import { requireUser } from '../../http/auth.ts';
import { inputOf, validate } from '../../http/validate.ts';
import { presentAnswer, presentQuestion } from '../../presenters/question.ts';
import { presentReview } from '../../presenters/review.ts';
import { businessOverview, listOwnedCompanies } from '../../services/business/businessOverview.ts';
import { listOwnerQuestions } from '../../services/business/ownerQuestions.ts';
import { listOwnerReviews } from '../../services/business/ownerReviews.ts';
import { NO_VOTE } from '../../services/reviews/viewerVotes.ts';
import {
  InvitationCompanyRequestSchema,
  OwnerQuestionListRequestSchema,
  OwnerReviewListRequestSchema,
} from './schema.ts';

/** The owner dashboard's reads (issue 37 item 1): owned companies, figures, items to answer. */
export const dashboardRouter = new Router();

dashboardRouter.get('/business/companies', requireUser, async (ctx) => {
  ctx.body = await listOwnedCompanies(serviceContext(ctx));
});

dashboardRouter.get(
  '/business/companies/:id/overview',
  requireUser,
  validate(InvitationCompanyRequestSchema),
  async (ctx) => {
    const { params } = inputOf(ctx, InvitationCompanyRequestSchema);
    ctx.body = await businessOverview(serviceContext(ctx), params.id);
  },
);

dashboardRouter.get(
  '/business/companies/:id/reviews',
  requireUser,
  validate(OwnerReviewListRequestSchema),
  async (ctx) => {
    const { params, query } = inputOf(ctx, OwnerReviewListRequestSchema);
    const rows = await listOwnerReviews(serviceContext(ctx), params.id, query);
    // The owner answers from the list: each row may take a response (`canRespond`).
    ctx.body = rows.map((row) => presentReview(row, NO_VOTE, ctx.state.actor, true));
  },
);

dashboardRouter.get(
  '/business/companies/:id/questions',
  requireUser,
  validate(OwnerQuestionListRequestSchema),
  async (ctx) => {
    const { params, query } = inputOf(ctx, OwnerQuestionListRequestSchema);
    const rows = await listOwnerQuestions(serviceContext(ctx), params.id, query);
    // The owner may accept any answer on their company's questions, as on the company page.
    ctx.body = rows.map(({ question, answers }) =>
      presentQuestion(question, {
        answers: answers.map((answer) => presentAnswer(answer)),
        canAccept: true,
      }),
    );
  },
);
