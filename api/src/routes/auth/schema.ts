import { z } from 'zod';
import { LoginSchema, RegisterSchema } from '#shared/schemas/auth';

export const AuthLoginSchema = z.object({ body: LoginSchema });

export const AuthRegisterSchema = z.object({ body: RegisterSchema });

const token = z
  .string({ error: 'token is required' })
  .trim()
  .min(1, { error: 'token is required' })
  .max(200, { error: 'token is too long' });

/** The link mailed at sign-up (`GET …?token=`), and the same as a JSON call. */
export const VerifyEmailLinkSchema = z.object({ query: z.object({ token }) });
export const VerifyEmailSchema = z.object({ body: z.object({ token }) });
