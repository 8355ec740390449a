import {
  type PayingClientInput,
  PayingClientSchema,
  type PayingClientUpdateInput,
  PayingClientUpdateSchema,
  PLANS,
} from '#shared/schemas/admin';
import { type Context, withTransaction } from '../../../context.ts';
import { notFound } from '../../../http/errors.ts';
import { Company } from '../../../models/Company.ts';
import { PayingClient, type PayingClientStatus } from '../../../models/PayingClient.ts';
import { authorizeAdmin } from '../../../policies/adminPolicy.ts';
import { recordActivity } from '../../activity/recordActivity.ts';
import { parseDomain } from '../../companies/findOrCreateCompany.ts';
import { newestFirstPage, type Page } from '../paging.ts';
import { parseInput } from '../parseInput.ts';

export interface PayingClientListQuery {
  status?: PayingClientStatus;
  limit: number;
  offset: number;
}

/** Paying Clients, newest first. */
export async function listPayingClients(
  ctx: Context,
  query: PayingClientListQuery,
): Promise<Page<PayingClient>> {
  authorizeAdmin(ctx.actor, 'moderate');
  return newestFirstPage(() => {
    const builder = PayingClient.query(ctx.knex);
    if (query.status) builder.where('status', query.status);
    return builder;
  }, query);
}

export async function getPayingClient(ctx: Context, id: number): Promise<PayingClient> {
  authorizeAdmin(ctx.actor, 'moderate');
  const client = await PayingClient.query(ctx.knex).findById(id);
  if (!client) throw notFound('Paying client not found');
  return client;
}

/**
 * Adds a paying client. The fee follows from the plan; the client is linked to the company
 * with its domain when there is one; cancelling records when (for revenue at past dates).
 */
export async function createPayingClient(
  ctx: Context,
  input: PayingClientInput,
): Promise<PayingClient> {
  authorizeAdmin(ctx.actor, 'moderate');
  const fields = parseInput(PayingClientSchema, input);
  const domain = parseDomain(fields.domain);
  return withTransaction(ctx, async (trx) => {
    const client = await PayingClient.query(trx.knex)
      .insert({
        ...fields,
        domain,
        nextBilling: fields.nextBilling ?? null,
        companyId: await companyIdFor(trx, domain),
        monthlyFee: PLANS[fields.plan],
        cancelledAt: fields.status === 'cancelled' ? new Date() : null,
      })
      .returning('*');
    await recordActivity(trx, {
      type: 'client_created',
      message: `New paying client: ${client.companyName} (${client.plan})`,
      entityType: 'paying_client',
      entityId: client.id,
      metadata: { plan: client.plan, status: client.status, monthlyFee: client.monthlyFee },
    });
    return client;
  });
}

export async function updatePayingClient(
  ctx: Context,
  id: number,
  input: PayingClientUpdateInput,
): Promise<PayingClient> {
  authorizeAdmin(ctx.actor, 'moderate');
  const change = parseInput(PayingClientUpdateSchema, input);
  const domain = change.domain === undefined ? undefined : parseDomain(change.domain);
  return withTransaction(ctx, async (trx) => {
    const client = await PayingClient.query(trx.knex).findById(id).forUpdate();
    if (!client) throw notFound('Paying client not found');
    const statusChanged = change.status !== undefined && change.status !== client.status;
    const updated = await client.$query(trx.knex).patchAndFetch({
      ...change,
      ...(domain ? { domain, companyId: await companyIdFor(trx, domain) } : {}),
      ...(change.plan ? { monthlyFee: PLANS[change.plan] } : {}),
      ...(statusChanged ? { cancelledAt: change.status === 'cancelled' ? new Date() : null } : {}),
    });
    await recordActivity(trx, {
      type: 'client_updated',
      message: `Paying client updated: ${updated.companyName}${statusChanged ? ` (now ${updated.status})` : ''}`,
      entityType: 'paying_client',
      entityId: updated.id,
      metadata: { fields: Object.keys(change) },
    });
    return updated;
  });
}

export async function deletePayingClient(ctx: Context, id: number): Promise<void> {
  authorizeAdmin(ctx.actor, 'moderate');
  await withTransaction(ctx, async (trx) => {
    const client = await PayingClient.query(trx.knex).findById(id).forUpdate();
    if (!client) throw notFound('Paying client not found');
    await client.$query(trx.knex).delete();
    await recordActivity(trx, {
      type: 'client_deleted',
      message: `Paying client removed: ${client.companyName}`,
      entityType: 'paying_client',
      entityId: id,
      metadata: { plan: client.plan, domain: client.domain },
    });
  });
}

async function companyIdFor(ctx: Context, domain: string): Promise<number | null> {
  const company = await Company.query(ctx.knex).findOne({ domain }).select('id');
  return company?.id ?? null;
}
