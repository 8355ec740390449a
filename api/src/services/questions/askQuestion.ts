import type { z } from 'zod';
import type { QuestionCreateSchema } from '#shared/schemas/questions';
import type { Context } from '../../context.ts';
import { notFound } from '../../http/errors.ts';
import { Company } from '../../models/Company.ts';
import { Question } from '../../models/Question.ts';
import { assertCanUseQa } from '../../policies/companyOwner.ts';

export const COMPANY_NOT_FOUND = 'Company not found';

/** A signed-in user asks a question on a company's page (one insert: no transaction needed). */
export async function askQuestion(
  ctx: Context,
  companyId: number,
  input: z.output<typeof QuestionCreateSchema>,
): Promise<Question> {
  const { actor } = ctx;
  assertCanUseQa(actor);
  const company = await Company.query(ctx.knex).findById(companyId).select('id');
  if (!company) throw notFound(COMPANY_NOT_FOUND);
  return Question.query(ctx.knex)
    .insert({
      companyId,
      userId: actor.user.id,
      title: input.title,
      content: input.content,
    })
    .returning('*');
}
