import type { Context } from '../../context.ts';
import { Subscription } from '../../models/Subscription.ts';
import { assertCanSubscribe } from '../../policies/publicActions.ts';
import { findCompanyById } from '../companies/findCompany.ts';

/**
 * Subscribes the signed-in user to a company, or ends the subscription (`subscribed` false).
 * Either is idempotent: subscribing twice, or leaving twice, is not an error.
 */
export async function setCompanySubscription(
  ctx: Context,
  companyId: number,
  subscribed: boolean,
): Promise<void> {
  const { actor } = ctx;
  assertCanSubscribe(actor);
  const userId = actor.user.id;
  const company = await findCompanyById(ctx, companyId);
  const row = { userId, companyId: company.id };
  if (subscribed) {
    await Subscription.query(ctx.knex).insert(row).onConflict(['userId', 'companyId']).ignore();
  } else {
    await Subscription.query(ctx.knex).deleteById([row.userId, row.companyId]);
  }
}
