import type { z } from 'zod';
import type { AnswerCreateSchema } from '#shared/schemas/questions';
import { type Context, withTransaction } from '../../context.ts';
import { notFound } from '../../http/errors.ts';
import { Company } from '../../models/Company.ts';
import { Question } from '../../models/Question.ts';
import { QuestionAnswer } from '../../models/QuestionAnswer.ts';
import { assertCanUseQa, isCompanyOwner, OWNERSHIP_COLUMNS } from '../../policies/companyOwner.ts';
import { countAnswer } from './questionCounterQueries.ts';

const QUESTION_NOT_FOUND = 'Question not found';

/**
 * A signed-in user answers a published question; the company's claimed owner's answer is marked
 * as theirs. The question's answer count moves in the same transaction.
 */
export async function answerQuestion(
  ctx: Context,
  questionId: number,
  input: z.output<typeof AnswerCreateSchema>,
): Promise<QuestionAnswer> {
  const { actor } = ctx;
  assertCanUseQa(actor);
  return withTransaction(ctx, async ({ knex }) => {
    const question = await Question.query(knex)
      .findById(questionId)
      .where('status', 'published')
      .select('id', 'companyId')
      .forUpdate();
    if (!question) throw notFound(QUESTION_NOT_FOUND);
    const company = await Company.query(knex)
      .findById(question.companyId)
      .select(...OWNERSHIP_COLUMNS);
    const answer = await QuestionAnswer.query(knex)
      .insert({
        questionId,
        userId: actor.user.id,
        content: input.content,
        isOwner: company ? isCompanyOwner(actor, company) : false,
      })
      .returning('*');
    await countAnswer(knex, questionId);
    return answer;
  });
}
