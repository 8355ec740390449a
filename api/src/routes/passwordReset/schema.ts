import { z } from 'zod';
import { ForgotPasswordSchema, PasswordResetSchema } from '#shared/schemas/auth';

export const ForgotPasswordRequestSchema = z.object({ body: ForgotPasswordSchema });

export const PasswordResetRequestSchema = z.object({ body: PasswordResetSchema });
