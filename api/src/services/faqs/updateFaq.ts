import type { z } from 'zod';
import type { FaqUpdateSchema } from '#shared/schemas/questions';
import { type Context, withTransaction } from '../../context.ts';
import { notFound } from '../../http/errors.ts';
import { Company } from '../../models/Company.ts';
import { Faq } from '../../models/Faq.ts';
import { assertCanManageFaqs, OWNERSHIP_COLUMNS } from '../../policies/companyOwner.ts';

const FAQ_NOT_FOUND = 'FAQ not found';

/** Loads an FAQ for a change by its company's owner (or staff), locked. */
export async function faqForChange(ctx: Context, faqId: number): Promise<Faq> {
  const faq = await Faq.query(ctx.knex).findById(faqId).forUpdate();
  if (!faq) throw notFound(FAQ_NOT_FOUND);
  const company = await Company.query(ctx.knex)
    .findById(faq.companyId)
    .select(...OWNERSHIP_COLUMNS);
  assertCanManageFaqs(ctx.actor, company ?? { isClaimed: false, ownerUserId: null });
  return faq;
}

/** Edits an FAQ's question, answer or position. */
export async function updateFaq(
  ctx: Context,
  faqId: number,
  input: z.output<typeof FaqUpdateSchema>,
): Promise<Faq> {
  return withTransaction(ctx, async (trx) => {
    const faq = await faqForChange(trx, faqId);
    return Faq.query(trx.knex).patchAndFetchById(faq.id, input);
  });
}
