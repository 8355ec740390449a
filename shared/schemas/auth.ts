import { z } from 'zod';
import { emailSchema, LIMITS, optionalText } from './common.ts';

const password = (message: string) =>
  z
    .string({ error: message })
    .min(LIMITS.passwordMin, { error: message })
    .max(LIMITS.passwordMax, {
      error: `Password must be at most ${LIMITS.passwordMax} characters`,
    });

/** Sign in (public-site.md §5), also the admin sign-in form (admin-and-data-model.md §5). */
export const LoginSchema = z.object({
  email: emailSchema(),
  password: password('Password must be at least 6 characters'),
});
export type LoginInput = z.infer<typeof LoginSchema>;

/** Sign up: email and password required; names, title and image optional. */
export const RegisterSchema = z
  .object({
    email: emailSchema(),
    password: password('Password must be at least 6 characters'),
    confirmPassword: z.string({ error: "Passwords don't match" }),
    firstName: optionalText(LIMITS.nameMax, 'First name'),
    lastName: optionalText(LIMITS.nameMax, 'Last name'),
    title: optionalText(255, 'Title'),
    profileImageUrl: z
      .url({ protocol: /^https?$/, error: 'Profile image must be an http(s) URL' })
      .max(2000)
      .optional()
      .nullable()
      .or(z.literal('').transform(() => null)),
  })
  .refine((value) => value.password === value.confirmPassword, {
    error: "Passwords don't match",
    path: ['confirmPassword'],
  });
export type RegisterInput = z.infer<typeof RegisterSchema>;
