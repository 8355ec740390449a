import { z } from 'zod';
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
