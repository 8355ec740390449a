import { z } from 'zod';
import { LoginSchema, RegisterSchema } from '#shared/schemas/auth';

export const AuthLoginSchema = z.object({ body: LoginSchema });
export type AuthLoginInput = z.infer<typeof AuthLoginSchema>;

export const AuthRegisterSchema = z.object({ body: RegisterSchema });
export type AuthRegisterInput = z.infer<typeof AuthRegisterSchema>;
