import type { z } from 'zod';
import type { FaqCreateSchema } from '#shared/schemas/questions';
import { type Context, withTransaction } from '../../context.ts';
import { conflict, notFound } from '../../http/errors.ts';
import { Company } from '../../models/Company.ts';
import { Faq } from '../../models/Faq.ts';
import { assertCanManageFaqs, OWNERSHIP_COLUMNS } from '../../policies/companyOwner.ts';
import { COMPANY_NOT_FOUND } from '../questions/askQuestion.ts';
import { FAQS_MAX } from './listFaqs.ts';

/** The company's owner (or staff) adds an FAQ; without an `order` it goes last. */
export async function createFaq(
  ctx: Context,
  companyId: number,
  input: z.output<typeof FaqCreateSchema>,
): Promise<Faq> {
  return withTransaction(ctx, async ({ knex, actor }) => {
    // Locks the company so two concurrent additions count and order one after the other.
    const company = await Company.query(knex)
      .findById(companyId)
      .select('id', ...OWNERSHIP_COLUMNS)
      .forUpdate();
    if (!company) throw notFound(COMPANY_NOT_FOUND);
    assertCanManageFaqs(actor, company);
    const stats = (await Faq.query(knex)
      .where('companyId', companyId)
      .count('* as count')
      .max('order as last')
      .first()) as unknown as { count: number | string; last: number | null };
    if (Number(stats.count) >= FAQS_MAX) throw conflict(`A company has at most ${FAQS_MAX} FAQs`);
    return Faq.query(knex)
      .insert({
        companyId,
        question: input.question,
        answer: input.answer,
        order: input.order ?? (stats.last === null ? 0 : Number(stats.last) + 1),
        createdAt: new Date(),
      })
      .returning('*');
  });
}
