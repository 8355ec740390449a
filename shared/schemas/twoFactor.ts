import { z } from 'zod';

/**
 * Two-factor sign-in for admins (issue 15 item 15): the inputs of the enrolment and sign-in
 * steps. The panel's forms check the same schemas before sending.
 */

const CODE_MESSAGE = 'Enter the 6-digit code from your authenticator app';
const RECOVERY_MESSAGE = 'A recovery code has 16 letters and digits, like abcd-efgh-ijkl-mnop';

/** A code from the authenticator app: six digits (spaces allowed, as apps show "123 456"). */
const totpCode = z
  .string({ error: CODE_MESSAGE })
  .max(20, { error: CODE_MESSAGE })
  .transform((value) => value.replace(/\s+/g, ''))
  .pipe(z.string().regex(/^\d{6}$/, { error: CODE_MESSAGE }));

/** A recovery code as shown (`abcd-efgh-ijkl-mnop`); dashes, spaces and letter case ignored. */
const recoveryCode = z
  .string({ error: RECOVERY_MESSAGE })
  .max(40, { error: RECOVERY_MESSAGE })
  .transform((value) => value.replace(/[\s-]+/g, '').toLowerCase())
  .pipe(z.string().regex(/^[a-z2-7]{16}$/, { error: RECOVERY_MESSAGE }));

/** Confirming enrolment, re-enrolling or turning two-factor off: a current code. */
export const TwoFactorCodeSchema = z.object({ code: totpCode });

/** Starting (re-)enrolment: no code for a first enrolment, a current code to replace one. */
export const TwoFactorEnrolSchema = z.object({ code: totpCode.optional() });

/** The sign-in code step: a code from the app, or one of the recovery codes. */
export const TwoFactorSignInSchema = z
  .object({ code: totpCode.optional(), recoveryCode: recoveryCode.optional() })
  .refine((value) => (value.code === undefined) !== (value.recoveryCode === undefined), {
    error: 'Enter the 6-digit code from your authenticator app, or a recovery code',
  });
