import { z } from 'zod';
import { confirmMatches, linkTokenSchema, newPasswordSchema } from './auth.ts';
import { emailSchema, optionalText } from './common.ts';
import { LIMITS } from './limits.ts';

/**
 * Deleting one's own account (GDPR mode, issue 15): the current password, asked again so a
 * session left open on a shared computer cannot erase an account.
 */
export const AccountDeleteSchema = z.object({
  password: z
    .string({ error: 'Please enter your password' })
    .min(1, { error: 'Please enter your password' })
    .max(LIMITS.passwordMax, {
      error: `Password must be at most ${LIMITS.passwordMax} characters`,
    }),
});
export type AccountDeleteInput = z.infer<typeof AccountDeleteSchema>;

const currentPassword = () =>
  z
    .string({ error: 'Please enter your current password' })
    .min(1, { error: 'Please enter your current password' })
    .max(LIMITS.passwordMax, {
      error: `Password must be at most ${LIMITS.passwordMax} characters`,
    });

/** Account settings: the name shown on reviews (either part may be left empty). */
export const AccountNameSchema = z.object({
  firstName: optionalText(LIMITS.nameMax, 'First name'),
  lastName: optionalText(LIMITS.nameMax, 'Last name'),
});
export type AccountNameInput = z.infer<typeof AccountNameSchema>;

/** Account settings: a new password, with the current one (a session left open is not enough). */
export const AccountPasswordSchema = z
  .object({
    currentPassword: currentPassword(),
    password: newPasswordSchema(),
    confirmPassword: z.string({ error: "Passwords don't match" }),
  })
  .refine(confirmMatches, { error: "Passwords don't match", path: ['confirmPassword'] });
export type AccountPasswordInput = z.infer<typeof AccountPasswordSchema>;

/** Account settings: a new email address, verified before it takes effect. */
export const AccountEmailSchema = z.object({
  email: emailSchema(),
  currentPassword: currentPassword(),
});
export type AccountEmailInput = z.infer<typeof AccountEmailSchema>;

/** The button of the page the email-change link opens. */
export const AccountEmailConfirmSchema = z.object({ token: linkTokenSchema() });
