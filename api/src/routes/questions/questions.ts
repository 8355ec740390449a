import Router from '@koa/router';
import type { QaVoteResult } from '#shared/schemas/responses/questions';
import { requireUser } from '../../http/auth.ts';
import { idempotent } from '../../http/idempotency.ts';
import { publicLimits } from '../../http/publicLimits.ts';
import { readOnReplica } from '../../http/readRouting.ts';
import { inputOf, validate } from '../../http/validate.ts';
import { requestContext } from '../../http/writer.ts';
import { presentAnswer, presentQuestion } from '../../presenters/question.ts';
import { acceptAnswer } from '../../services/questions/acceptAnswer.ts';
import { answerQuestion } from '../../services/questions/answerQuestion.ts';
import { askQuestion } from '../../services/questions/askQuestion.ts';
import { listCompanyQuestions } from '../../services/questions/listCompanyQuestions.ts';
import { type QaTarget, voteOnQa } from '../../services/questions/voteOnQa.ts';
import {
  AnswerAcceptRequestSchema,
  AnswerCreateRequestSchema,
  QaVoteRequestSchema,
  QuestionCreateRequestSchema,
  QuestionListSchema,
} from './schema.ts';

/**
 * Questions and answers on a company's page (issue 14 item 4). Reading is public; asking,
 * answering, voting and accepting need a signed-in user, and honour Idempotency-Key (the PWA
 * sends them through its outbox).
 */
export const questionsRouter = new Router();

questionsRouter.get('/companies/:id/questions', validate(QuestionListSchema), async (ctx) => {
  const { params, query } = inputOf(ctx, QuestionListSchema);
  const page = await readOnReplica(ctx, (reads) => listCompanyQuestions(reads, params.id, query));
  const userId = ctx.state.actor.type === 'user' ? ctx.state.actor.user.id : undefined;
  ctx.set('X-Total-Count', String(page.total));
  if (page.nextCursor) ctx.set('X-Next-Cursor', page.nextCursor);
  ctx.body = page.questions.map((question) =>
    presentQuestion(question, {
      answers: (page.answers.get(question.id) ?? []).map((answer) =>
        presentAnswer(answer, page.myAnswerVotes.get(answer.id)),
      ),
      myVote: page.myQuestionVotes.get(question.id),
      canAccept: page.viewerIsOwner || (userId !== undefined && question.userId === userId),
    }),
  );
});

questionsRouter.post(
  '/companies/:id/questions',
  publicLimits.question,
  requireUser,
  validate(QuestionCreateRequestSchema),
  idempotent(),
  async (ctx) => {
    const { params, body } = inputOf(ctx, QuestionCreateRequestSchema);
    const question = await askQuestion(requestContext(ctx), params.id, body);
    ctx.status = 201;
    ctx.body = presentQuestion(question, { answers: [], canAccept: true });
  },
);

questionsRouter.post(
  '/questions/:id/answers',
  publicLimits.answer,
  requireUser,
  validate(AnswerCreateRequestSchema),
  idempotent(),
  async (ctx) => {
    const { params, body } = inputOf(ctx, AnswerCreateRequestSchema);
    const answer = await answerQuestion(requestContext(ctx), params.id, body);
    ctx.status = 201;
    ctx.body = presentAnswer(answer);
  },
);

for (const [path, target] of [
  ['/questions/:id/vote', 'question'],
  ['/answers/:id/vote', 'answer'],
] as const satisfies ReadonlyArray<readonly [string, QaTarget]>) {
  questionsRouter.post(
    path,
    publicLimits.vote,
    requireUser,
    validate(QaVoteRequestSchema),
    idempotent(),
    async (ctx) => {
      const { params, body } = inputOf(ctx, QaVoteRequestSchema);
      const outcome = await voteOnQa(requestContext(ctx), target, params.id, body.voteType);
      const answer: QaVoteResult = {
        message: 'Vote recorded',
        upvotes: outcome.upvotes,
        downvotes: outcome.downvotes,
        myVote: outcome.myVote,
      };
      ctx.status = outcome.created ? 201 : 200;
      ctx.body = answer;
    },
  );
}

questionsRouter.post(
  '/answers/:id/accept',
  publicLimits.answer,
  requireUser,
  validate(AnswerAcceptRequestSchema),
  idempotent(),
  async (ctx) => {
    const { params } = inputOf(ctx, AnswerAcceptRequestSchema);
    ctx.body = presentAnswer(await acceptAnswer(requestContext(ctx), params.id));
  },
);
