import { z } from 'zod';
import { AcceptInvitationSchema } from '#shared/schemas/admin';
import { LoginSchema } from '#shared/schemas/auth';

export const AdminLoginRequestSchema = z.object({ body: LoginSchema });
export const AcceptInvitationRequestSchema = z.object({ body: AcceptInvitationSchema });
