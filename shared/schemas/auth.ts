import { z } from 'zod';
import { emailSchema, LIMITS, optionalText } from './common.ts';

const password = (message: string, min: number = LIMITS.passwordMin) =>
  z
    .string({ error: message })
    .min(min, { error: message })
    .max(LIMITS.passwordMax, {
      error: `Password must be at most ${LIMITS.passwordMax} characters`,
    });

/**
 * A password a public user chooses (sign-up, reset, change): at least 8 characters (NIST
 * SP 800-63B), in the spec's wording for the old minimum. Signing in still takes 6, so accounts
 * made before keep working.
 */
export const newPasswordSchema = () =>
  password(`Password must be at least ${LIMITS.newPasswordMin} characters`, LIMITS.newPasswordMin);

const PASSWORDS_DIFFER = "Passwords don't match";

/** The refinement of every form that asks for a new password twice. */
export const confirmMatches = <T extends { password: string; confirmPassword: string }>(value: T) =>
  value.password === value.confirmPassword;

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
    password: newPasswordSchema(),
    confirmPassword: z.string({ error: PASSWORDS_DIFFER }),
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
  .refine(confirmMatches, { error: PASSWORDS_DIFFER, path: ['confirmPassword'] });
export type RegisterInput = z.infer<typeof RegisterSchema>;

/** "Forgot password?": the address to mail a reset link to. */
export const ForgotPasswordSchema = z.object({ email: emailSchema() });
export type ForgotPasswordInput = z.infer<typeof ForgotPasswordSchema>;

/** The token of a mailed link (reset, email change): 32 random bytes, base64url. */
export const linkTokenSchema = () =>
  z
    .string({ error: 'token is required' })
    .trim()
    .min(1, { error: 'token is required' })
    .max(200, { error: 'token is too long' });

/** The reset page's form: the link's token and the new password, twice. */
export const PasswordResetSchema = z
  .object({
    token: linkTokenSchema(),
    password: newPasswordSchema(),
    confirmPassword: z.string({ error: PASSWORDS_DIFFER }),
  })
  .refine(confirmMatches, { error: PASSWORDS_DIFFER, path: ['confirmPassword'] });
export type PasswordResetInput = z.infer<typeof PasswordResetSchema>;
