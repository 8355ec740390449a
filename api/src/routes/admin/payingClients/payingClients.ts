import Router from '@koa/router';
import { serviceContext } from '../../../http/actor.ts';
import { requireAdmin } from '../../../http/auth.ts';
import { inputOf, validate } from '../../../http/validate.ts';
import { presentPayingClient } from '../../../presenters/admin/platform.ts';
import { payingClientStats } from '../../../services/adminPanel/clients/payingClientStats.ts';
import {
  createPayingClient,
  deletePayingClient,
  getPayingClient,
  listPayingClients,
  updatePayingClient,
} from '../../../services/adminPanel/clients/payingClients.ts';
import { sendPage } from '../sendPage.ts';
import {
  PayingClientCreateRequestSchema,
  PayingClientListRequestSchema,
  PayingClientRequestSchema,
  PayingClientUpdateRequestSchema,
} from './schema.ts';

/** Paying Clients: a real table with CRUD, and the revenue counters. */
export const payingClientsRouter = new Router();

payingClientsRouter.get(
  '/paying-clients',
  requireAdmin(),
  validate(PayingClientListRequestSchema),
  async (ctx) => {
    const { query } = inputOf(ctx, PayingClientListRequestSchema);
    sendPage(
      ctx,
      await listPayingClients(serviceContext(ctx, 'admin'), query),
      presentPayingClient,
    );
  },
);

payingClientsRouter.get('/paying-clients/stats', requireAdmin(), async (ctx) => {
  ctx.body = await payingClientStats(serviceContext(ctx, 'admin'));
});

payingClientsRouter.get(
  '/paying-clients/:id',
  requireAdmin(),
  validate(PayingClientRequestSchema),
  async (ctx) => {
    const { params } = inputOf(ctx, PayingClientRequestSchema);
    ctx.body = presentPayingClient(await getPayingClient(serviceContext(ctx, 'admin'), params.id));
  },
);

payingClientsRouter.post(
  '/paying-clients',
  requireAdmin(),
  validate(PayingClientCreateRequestSchema),
  async (ctx) => {
    const { body } = inputOf(ctx, PayingClientCreateRequestSchema);
    ctx.status = 201;
    ctx.body = presentPayingClient(await createPayingClient(serviceContext(ctx, 'admin'), body));
  },
);

payingClientsRouter.patch(
  '/paying-clients/:id',
  requireAdmin(),
  validate(PayingClientUpdateRequestSchema),
  async (ctx) => {
    const { params, body } = inputOf(ctx, PayingClientUpdateRequestSchema);
    const client = await updatePayingClient(serviceContext(ctx, 'admin'), params.id, body);
    ctx.body = presentPayingClient(client);
  },
);

payingClientsRouter.delete(
  '/paying-clients/:id',
  requireAdmin(),
  validate(PayingClientRequestSchema),
  async (ctx) => {
    const { params } = inputOf(ctx, PayingClientRequestSchema);
    await deletePayingClient(serviceContext(ctx, 'admin'), params.id);
    ctx.status = 204;
  },
);
