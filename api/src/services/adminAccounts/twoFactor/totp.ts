import { Secret, TOTP } from 'otpauth';

/** RFC 6238 as every authenticator app reads it by default: SHA-1, 6 digits, 30 seconds. */
const PARAMS = { algorithm: 'SHA1', digits: 6, period: 30 } as const;

/** 20 random bytes (the RFC's recommended length for SHA-1), in base32. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** The `otpauth://totp/...` URI an authenticator app reads from the QR code. */
export function otpauthUri(secret: string, account: string, issuer: string): string {
  return new TOTP({
    ...PARAMS,
    issuer,
    label: account,
    secret: Secret.fromBase32(secret),
  }).toString();
}

/**
 * The 30-second step `code` belongs to, if it is right at `now` give or take one step (a
 * phone's clock a little off, a code typed as it changed); null otherwise. The caller refuses
 * a step already used, so one code signs in once.
 */
export function codeStep(secret: string, code: string, now: number): number | null {
  const delta = TOTP.validate({
    ...PARAMS,
    token: code,
    secret: Secret.fromBase32(secret),
    timestamp: now,
    window: 1,
  });
  if (delta === null) return null;
  return TOTP.counter({ period: PARAMS.period, timestamp: now }) + delta;
}
