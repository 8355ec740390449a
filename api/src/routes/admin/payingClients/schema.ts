import { z } from 'zod';
import {
  CLIENT_STATUSES,
  PayingClientSchema,
  PayingClientUpdateSchema,
} from '#shared/schemas/admin';
import { idParam, paginationQuery } from '#shared/schemas/common';

const ClientParams = z.object({ id: idParam });

export const PayingClientListRequestSchema = z.object({
  query: paginationQuery(100).extend({
    status: z.enum(CLIENT_STATUSES, { error: 'must be active, pending or cancelled' }).optional(),
  }),
});
export const PayingClientRequestSchema = z.object({ params: ClientParams });
export const PayingClientCreateRequestSchema = z.object({ body: PayingClientSchema });
export const PayingClientUpdateRequestSchema = z.object({
  params: ClientParams,
  body: PayingClientUpdateSchema,
});
