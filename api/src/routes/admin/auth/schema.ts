import { z } from 'zod';
import { AcceptInvitationSchema } from '#shared/schemas/admin';
import { LoginSchema } from '#shared/schemas/auth';
import { TwoFactorSignInSchema } from '#shared/schemas/twoFactor';

export const AdminLoginRequestSchema = z.object({ body: LoginSchema });
export const AcceptInvitationRequestSchema = z.object({ body: AcceptInvitationSchema });
export const AdminLoginCodeRequestSchema = z.object({ body: TwoFactorSignInSchema });
