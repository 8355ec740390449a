import type { z } from 'zod';
import type { OwnerQuestionListQuery } from '#shared/schemas/invitations';
import type { Context } from '../../context.ts';
import { Question } from '../../models/Question.ts';
import { QuestionAnswer } from '../../models/QuestionAnswer.ts';
import { assertCanManageBusiness } from '../../policies/businessOwner.ts';
import { findCompanyById } from '../companies/findCompany.ts';
import { publishedAnswersByQuestion } from '../questions/publishedAnswers.ts';

const PAGE_SIZE = 20;

export interface OwnerQuestionRow {
  question: Question;
  /** Its published answers, the accepted one first, then oldest first. */
  answers: QuestionAnswer[];
}

/**
 * The dashboard's questions of a company, newest first, for its owner: "unanswered" means no
 * published answer from the owner yet (a visitor's answer does not answer for the company).
 * The owner answers from the list with the existing answer write (marked "Owner").
 */
export async function listOwnerQuestions(
  ctx: Context,
  companyId: number,
  query: z.output<typeof OwnerQuestionListQuery>,
): Promise<OwnerQuestionRow[]> {
  const company = await findCompanyById(ctx, companyId);
  assertCanManageBusiness(ctx.actor, company);
  const questions = await Question.query(ctx.knex)
    .where({ companyId: company.id, status: 'published' })
    .modify((builder) => {
      if (!query.unanswered) return;
      builder.whereNotExists(
        QuestionAnswer.query(ctx.knex)
          .whereRaw('question_answers.question_id = questions.id')
          .where({ isOwner: true, status: 'published' }),
      );
    })
    .orderBy([
      { column: 'createdAt', order: 'desc' },
      { column: 'id', order: 'desc' },
    ])
    .limit(PAGE_SIZE)
    .offset((query.page - 1) * PAGE_SIZE);
  const answers = await publishedAnswersByQuestion(
    ctx.knex,
    questions.map((question) => question.id),
  );
  return questions.map((question) => ({ question, answers: answers.get(question.id) ?? [] }));
}
