import Router from '@koa/router';
import { serviceContext } from '../../../http/actor.ts';
import { requireAdmin } from '../../../http/auth.ts';
import { inputOf, validate } from '../../../http/validate.ts';
import { presentClaimRequest } from '../../../presenters/admin/moderation.ts';
import {
  approveClaim,
  claimStats,
  listClaimRequests,
  rejectClaim,
} from '../../../services/adminPanel/claims/claimRequests.ts';
import { sendPage } from '../sendPage.ts';
import { ClaimListRequestSchema, ClaimRequestSchema } from './schema.ts';

/** Claimed Profiles: the claims, their counters, approve and reject. */
export const claimRequestsRouter = new Router();

claimRequestsRouter.get(
  '/claim-requests',
  requireAdmin(),
  validate(ClaimListRequestSchema),
  async (ctx) => {
    const { query } = inputOf(ctx, ClaimListRequestSchema);
    sendPage(
      ctx,
      await listClaimRequests(serviceContext(ctx, 'admin'), query),
      presentClaimRequest,
    );
  },
);

claimRequestsRouter.get('/claim-requests/stats', requireAdmin(), async (ctx) => {
  ctx.body = await claimStats(serviceContext(ctx, 'admin'));
});

for (const [action, decide] of [
  ['approve', approveClaim],
  ['reject', rejectClaim],
] as const) {
  claimRequestsRouter.post(
    `/claim-requests/:id/${action}`,
    requireAdmin(),
    validate(ClaimRequestSchema),
    async (ctx) => {
      const { params } = inputOf(ctx, ClaimRequestSchema);
      ctx.body = presentClaimRequest(await decide(serviceContext(ctx, 'admin'), params.id));
    },
  );
}
