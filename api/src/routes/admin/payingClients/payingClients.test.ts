import { describe, expect, it } from 'vitest';
import type { PayingClient, PayingClientStats } from '#shared/types/admin';
import { createContext } from '../../../context.ts';
import { PayingClient as PayingClientModel } from '../../../models/PayingClient.ts';
import { payingClientStats } from '../../../services/adminPanel/clients/payingClientStats.ts';
import { useTestDatabase } from '../../../test/database.ts';
import { buildAdmin, buildCompany } from '../../../test/factories.ts';
import { signInAdmin } from '../../../test/signIn.ts';
import { useTestServer } from '../../../test/testServer.ts';

describe('admin paying clients', () => {
  const db = useTestDatabase();
  const server = useTestServer(db);

  it('creates, lists, edits and deletes clients with the fee of their plan', async () => {
    const company = await buildCompany(db().knex, { domain: 'acme.com' });
    const client = await signInAdmin(server().client(), await buildAdmin(db().knex));
    const bad = await client.post('/api/admin/paying-clients', {
      companyName: 'Acme',
      domain: 'acme.com',
      plan: 'Gold',
      startDate: '2026-13-01',
    });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({
      message: 'plan: Plan must be Basic, Pro or Premium; startDate: must be a date (YYYY-MM-DD)',
    });

    const created = await client.post<PayingClient>('/api/admin/paying-clients', {
      companyName: 'Acme',
      domain: 'https://www.acme.com',
      plan: 'Pro',
      status: 'active',
      startDate: '2026-01-15',
      features: ['Badge', 'Analytics'],
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      companyName: 'Acme',
      domain: 'acme.com',
      plan: 'Pro',
      monthlyFee: 149,
      status: 'active',
      startDate: '2026-01-15',
      nextBilling: null,
      features: ['Badge', 'Analytics'],
    });
    expect((await PayingClientModel.query(db().knex).findById(created.body.id))?.companyId).toBe(
      company.id,
    );

    const path = `/api/admin/paying-clients/${created.body.id}`;
    const upgraded = await client.patch<PayingClient>(path, { plan: 'Premium' });
    expect(upgraded.body).toMatchObject({ plan: 'Premium', monthlyFee: 299, status: 'active' });
    expect(upgraded.body.features).toEqual(['Badge', 'Analytics']);
    const cancelled = await client.patch<PayingClient>(path, { status: 'cancelled' });
    expect(cancelled.body.status).toBe('cancelled');
    expect(
      (await PayingClientModel.query(db().knex).findById(created.body.id))?.cancelledAt,
    ).toBeInstanceOf(Date);

    const list = await client.get<PayingClient[]>('/api/admin/paying-clients?status=cancelled');
    expect(list.headers.get('x-total-count')).toBe('1');
    expect((await client.get<PayingClient>(path)).body.id).toBe(created.body.id);
    expect((await client.delete(path)).status).toBe(204);
    expect((await client.get(path)).status).toBe(404);
    expect((await client.patch(path, { plan: 'Basic' })).status).toBe(404);
  });

  it('computes revenue from active clients and growth month over month', async () => {
    await PayingClientModel.query(db().knex).delete();
    const now = new Date(Date.UTC(2026, 10, 20));
    const add = (fields: Partial<PayingClientModel>) =>
      PayingClientModel.query(db().knex).insert({
        companyName: 'C',
        domain: 'c.com',
        plan: 'Basic',
        monthlyFee: 79,
        status: 'active',
        startDate: '2026-01-01',
        ...fields,
      });
    await add({ plan: 'Premium', monthlyFee: 299 });
    await add({ plan: 'Pro', monthlyFee: 149, startDate: '2026-11-05' });
    await add({ status: 'cancelled', cancelledAt: new Date(Date.UTC(2026, 10, 10)) });
    await add({ status: 'cancelled', cancelledAt: new Date(Date.UTC(2026, 8, 1)) });
    await add({ status: 'pending' });

    const ctx = createContext({
      db: db(),
      config: server().config,
      actor: { type: 'system', name: 'test' },
    });
    const stats = await payingClientStats(ctx, now);
    expect(stats).toEqual({
      totalClients: 5,
      activeClients: 2,
      monthlyRevenue: 448,
      previousMonthlyRevenue: 378,
      growth: 18.5,
    } satisfies PayingClientStats);

    const client = await signInAdmin(server().client(), await buildAdmin(db().knex));
    const response = await client.get<PayingClientStats>('/api/admin/paying-clients/stats');
    expect(response.body).toMatchObject({ totalClients: 5, activeClients: 2, monthlyRevenue: 448 });
  });
});
