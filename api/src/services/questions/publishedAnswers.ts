import type { Knex } from 'knex';
import { QuestionAnswer } from '../../models/QuestionAnswer.ts';

/**
 * The published answers of some questions, grouped by question in the order a question shows
 * them: the accepted one first, then oldest first. One query for a whole page of questions.
 */
export async function publishedAnswersByQuestion(
  knex: Knex,
  questionIds: readonly number[],
): Promise<Map<number, QuestionAnswer[]>> {
  const byQuestion = new Map<number, QuestionAnswer[]>();
  if (questionIds.length === 0) return byQuestion;
  const answers = await QuestionAnswer.query(knex)
    .whereIn('questionId', questionIds)
    .where('status', 'published')
    .orderBy([
      { column: 'questionId' },
      { column: 'isAccepted', order: 'desc' },
      { column: 'createdAt' },
      { column: 'id' },
    ]);
  for (const answer of answers) {
    const list = byQuestion.get(answer.questionId) ?? [];
    list.push(answer);
    byQuestion.set(answer.questionId, list);
  }
  return byQuestion;
}
