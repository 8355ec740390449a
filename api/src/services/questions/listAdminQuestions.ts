import type { Context } from '../../context.ts';
import { Question } from '../../models/Question.ts';
import { authorizeAdmin } from '../../policies/adminPolicy.ts';

/** Staff's list: every question (hidden ones too) with its company and all its answers. */
export async function listAdminQuestions(
  ctx: Context,
  query: { q: string; limit: number; offset: number },
): Promise<{ items: Question[]; total: number }> {
  authorizeAdmin(ctx.actor, 'moderate');
  const base = Question.query(ctx.knex).modify((builder) => {
    if (query.q) builder.where('title', 'ilike', `%${query.q.replace(/[\\%_]/g, '\\$&')}%`);
  });
  const [items, total] = await Promise.all([
    base
      .clone()
      .withGraphFetched('[company(summary), answers(ordered)]')
      .modifiers({
        summary: (builder) => builder.select('id', 'name', 'domain'),
        ordered: (builder) => builder.orderBy([{ column: 'createdAt' }, { column: 'id' }]),
      })
      .orderBy([
        { column: 'createdAt', order: 'desc' },
        { column: 'id', order: 'desc' },
      ])
      .limit(query.limit)
      .offset(query.offset),
    base.clone().resultSize(),
  ]);
  return { items, total };
}
