import type { Context } from '../../context.ts';
import { notFound } from '../../http/errors.ts';
import { Company } from '../../models/Company.ts';
import { Faq } from '../../models/Faq.ts';
import { COMPANY_NOT_FOUND } from '../questions/askQuestion.ts';

/** A company shows at most this many FAQs (writing more is refused). */
export const FAQS_MAX = 50;

/** A company's FAQs in their order. */
export async function listFaqs(ctx: Context, companyId: number): Promise<Faq[]> {
  const company = await Company.query(ctx.knex).findById(companyId).select('id');
  if (!company) throw notFound(COMPANY_NOT_FOUND);
  return Faq.query(ctx.knex)
    .where('companyId', companyId)
    .orderBy([{ column: 'order' }, { column: 'id' }])
    .limit(FAQS_MAX);
}
