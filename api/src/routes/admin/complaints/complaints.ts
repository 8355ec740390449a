import Router from '@koa/router';
import { serviceContext } from '../../../http/actor.ts';
import { requireAdmin } from '../../../http/auth.ts';
import { inputOf, validate } from '../../../http/validate.ts';
import { presentComplaint } from '../../../presenters/admin/moderation.ts';
import {
  complaintStats,
  listComplaints,
  updateComplaint,
} from '../../../services/adminPanel/complaints/complaints.ts';
import { sendPage } from '../sendPage.ts';
import {
  ComplaintListRequestSchema,
  ComplaintStatsRequestSchema,
  ComplaintUpdateRequestSchema,
} from './schema.ts';

/** Customer Complaints: filtered list, counters, and moving a complaint along. */
export const complaintsRouter = new Router();

complaintsRouter.get(
  '/complaints',
  requireAdmin(),
  validate(ComplaintListRequestSchema),
  async (ctx) => {
    const { query } = inputOf(ctx, ComplaintListRequestSchema);
    sendPage(ctx, await listComplaints(serviceContext(ctx, 'admin'), query), presentComplaint);
  },
);

complaintsRouter.get(
  '/complaints/stats',
  requireAdmin(),
  validate(ComplaintStatsRequestSchema),
  async (ctx) => {
    const { query } = inputOf(ctx, ComplaintStatsRequestSchema);
    ctx.body = await complaintStats(serviceContext(ctx, 'admin'), query);
  },
);

complaintsRouter.patch(
  '/complaints/:id',
  requireAdmin(),
  validate(ComplaintUpdateRequestSchema),
  async (ctx) => {
    const { params, body } = inputOf(ctx, ComplaintUpdateRequestSchema);
    ctx.body = presentComplaint(
      await updateComplaint(serviceContext(ctx, 'admin'), params.id, body),
    );
  },
);
