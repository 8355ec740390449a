import { z } from 'zod';
import { isoTime } from './common.ts';

/** The answers of the admin two-factor calls (issue 15 item 15). */

/** The signed-in admin's own two-factor state (their account area). */
export const TwoFactorStatusResponse = z
  .object({
    enrolled: z.boolean(),
    enrolledAt: isoTime.nullable(),
    recoveryCodesLeft: z.number().int(),
    /** "Two-factor for admins" is on: every admin must have it. */
    required: z.boolean(),
  })
  .meta({ id: 'TwoFactorStatus' });
export type TwoFactorStatus = z.infer<typeof TwoFactorStatusResponse>;

/**
 * A password accepted, a second step to go: `code` (enter a code) or `enrol` (set two-factor
 * up first, as the switch requires). The session is not an admin session until that step.
 */
export const TwoFactorStepResponse = z
  .object({ twoFactor: z.enum(['code', 'enrol']), message: z.string() })
  .meta({ id: 'TwoFactorStep' });
export type TwoFactorStep = z.infer<typeof TwoFactorStepResponse>;

/** A new secret to add to the authenticator app, not in use until confirmed with a code. */
export const TwoFactorEnrolmentResponse = z
  .object({
    /** Base32, for typing into the app by hand. */
    secret: z.string(),
    otpauthUri: z.string(),
    /** The QR code of `otpauthUri`, as an `data:image/svg+xml` URL for an <img>. */
    qrCode: z.string(),
  })
  .meta({ id: 'TwoFactorEnrolment' });
export type TwoFactorEnrolment = z.infer<typeof TwoFactorEnrolmentResponse>;

/** Enrolment confirmed: the recovery codes, shown this once. */
export const RecoveryCodesResponse = z
  .object({ recoveryCodes: z.array(z.string()), signedIn: z.boolean() })
  .meta({ id: 'RecoveryCodes' });
export type RecoveryCodes = z.infer<typeof RecoveryCodesResponse>;
