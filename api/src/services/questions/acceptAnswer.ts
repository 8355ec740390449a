import { type Context, withTransaction } from '../../context.ts';
import { forbidden, notFound } from '../../http/errors.ts';
import { Company } from '../../models/Company.ts';
import { Question } from '../../models/Question.ts';
import { QuestionAnswer } from '../../models/QuestionAnswer.ts';
import { assertCanUseQa, isCompanyOwner, OWNERSHIP_COLUMNS } from '../../policies/companyOwner.ts';

const ANSWER_NOT_FOUND = 'Answer not found';
const ONLY_ASKER_OR_OWNER = 'Only the person who asked or the company’s owner can accept an answer';

/**
 * The asker, or the company's claimed owner, accepts one answer of a question: any previously
 * accepted answer of it is unaccepted, and the question is answered, in one transaction.
 */
export async function acceptAnswer(ctx: Context, answerId: number): Promise<QuestionAnswer> {
  const { actor } = ctx;
  assertCanUseQa(actor);
  return withTransaction(ctx, async ({ knex }) => {
    const answer = await QuestionAnswer.query(knex).findById(answerId).where('status', 'published');
    if (!answer) throw notFound(ANSWER_NOT_FOUND);
    const question = await Question.query(knex)
      .findById(answer.questionId)
      .where('status', 'published')
      .forUpdate();
    if (!question) throw notFound(ANSWER_NOT_FOUND);
    const company = await Company.query(knex)
      .findById(question.companyId)
      .select(...OWNERSHIP_COLUMNS);
    const mayAccept =
      question.userId === actor.user.id ||
      (company !== undefined && isCompanyOwner(actor, company));
    if (!mayAccept) throw forbidden(ONLY_ASKER_OR_OWNER);
    await QuestionAnswer.query(knex)
      .where('questionId', question.id)
      .where('isAccepted', true)
      .patch({ isAccepted: false });
    await Question.query(knex).findById(question.id).patch({ isAnswered: true });
    return QuestionAnswer.query(knex).patchAndFetchById(answer.id, { isAccepted: true });
  });
}
