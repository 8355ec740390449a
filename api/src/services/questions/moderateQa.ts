import { type Context, withTransaction } from '../../context.ts';
import { notFound } from '../../http/errors.ts';
import { Question } from '../../models/Question.ts';
import { QuestionAnswer } from '../../models/QuestionAnswer.ts';
import { authorizeAdmin } from '../../policies/adminPolicy.ts';
import type { QaTarget } from './voteOnQa.ts';

export type QaModeration =
  | { action: 'status'; status: 'published' | 'hidden' }
  | { action: 'delete' };

/**
 * Staff hide, show or delete a question or an answer. A question's answer count counts its
 * published answers, and it is answered while it has a published accepted answer: both follow
 * in the same transaction.
 */
export async function moderateQa(
  ctx: Context,
  target: QaTarget,
  id: number,
  moderation: QaModeration,
): Promise<{ id: number }> {
  authorizeAdmin(ctx.actor, 'moderate');
  return withTransaction(ctx, async ({ knex }) => {
    if (target === 'question') {
      const question = await Question.query(knex).findById(id).forUpdate();
      if (!question) throw notFound('Question not found');
      if (moderation.action === 'delete') await Question.query(knex).deleteById(id);
      else await Question.query(knex).findById(id).patch({ status: moderation.status });
      return { id };
    }
    const answer = await QuestionAnswer.query(knex).findById(id);
    if (!answer) throw notFound('Answer not found');
    await Question.query(knex).findById(answer.questionId).forUpdate();
    if (moderation.action === 'delete') await QuestionAnswer.query(knex).deleteById(id);
    else await QuestionAnswer.query(knex).findById(id).patch({ status: moderation.status });
    const published = QuestionAnswer.query(knex).where({
      questionId: answer.questionId,
      status: 'published',
    });
    const [count, accepted] = await Promise.all([
      published.clone().resultSize(),
      published.clone().where('isAccepted', true).resultSize(),
    ]);
    await Question.query(knex)
      .findById(answer.questionId)
      .patch({ answerCount: count, isAnswered: accepted > 0 });
    return { id };
  });
}
