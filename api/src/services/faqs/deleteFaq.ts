import { type Context, withTransaction } from '../../context.ts';
import { Faq } from '../../models/Faq.ts';
import { faqForChange } from './updateFaq.ts';

/** Removes an FAQ (its company's owner, or staff). */
export async function deleteFaq(ctx: Context, faqId: number): Promise<Faq> {
  return withTransaction(ctx, async (trx) => {
    const faq = await faqForChange(trx, faqId);
    await Faq.query(trx.knex).deleteById(faq.id);
    return faq;
  });
}
