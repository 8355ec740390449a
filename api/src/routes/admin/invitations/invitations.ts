import Router from '@koa/router';
import { serviceContext } from '../../../http/actor.ts';
import { requireAdmin } from '../../../http/auth.ts';
import { inputOf, validate } from '../../../http/validate.ts';
import {
  presentInvitation,
  presentInvitationCreated,
} from '../../../presenters/admin/adminUser.ts';
import {
  createInvitation,
  currentInvitationLink,
  renewInvitation,
  revokeInvitation,
} from '../../../services/adminAccounts/createInvitation.ts';
import { listPendingInvitations } from '../../../services/adminAccounts/manageAdmins.ts';
import { InvitationRequestSchema, InviteRequestSchema } from './schema.ts';

/** Inviting admins and the pending invitations (super admins). */
export const invitationsRouter = new Router();

invitationsRouter.post(
  '/invite',
  requireAdmin('super_admin'),
  validate(InviteRequestSchema),
  async (ctx) => {
    const { body } = inputOf(ctx, InviteRequestSchema);
    ctx.status = 201;
    ctx.body = presentInvitationCreated(await createInvitation(serviceContext(ctx, 'admin'), body));
  },
);

invitationsRouter.get('/invitations', requireAdmin('super_admin'), async (ctx) => {
  const invitations = await listPendingInvitations(serviceContext(ctx, 'admin'));
  ctx.body = invitations.map((invitation) => presentInvitation(invitation));
});

/** "Copy Link" on a pending invitation: the link already sent, unchanged. */
invitationsRouter.get(
  '/invitations/:id/link',
  requireAdmin('super_admin'),
  validate(InvitationRequestSchema),
  async (ctx) => {
    const { params } = inputOf(ctx, InvitationRequestSchema);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = presentInvitationCreated(
      await currentInvitationLink(serviceContext(ctx, 'admin'), params.id),
    );
  },
);

/** "Send a new link" (confirmed in the panel): a new link; the old one stops working. */
invitationsRouter.post(
  '/invitations/:id/link',
  requireAdmin('super_admin'),
  validate(InvitationRequestSchema),
  async (ctx) => {
    const { params } = inputOf(ctx, InvitationRequestSchema);
    ctx.status = 201;
    ctx.body = presentInvitationCreated(
      await renewInvitation(serviceContext(ctx, 'admin'), params.id),
    );
  },
);

invitationsRouter.delete(
  '/invitations/:id',
  requireAdmin('super_admin'),
  validate(InvitationRequestSchema),
  async (ctx) => {
    const { params } = inputOf(ctx, InvitationRequestSchema);
    await revokeInvitation(serviceContext(ctx, 'admin'), params.id);
    ctx.status = 204;
  },
);
