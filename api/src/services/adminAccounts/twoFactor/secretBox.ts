import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * TOTP secrets are kept encrypted (AES-256-GCM) with a key derived (HKDF) from the server's
 * session secret, so a copy of the database alone (a backup, a dump) does not give anyone the
 * admins' second factor. The admin's id is bound in as associated data: a sealed secret moved
 * to another admin's row does not open. Changing SESSION_SECRET makes the stored secrets
 * unreadable: operators then reset two-factor (`review-admin admins reset-2fa`).
 */
const VERSION = 'v1';

function keyOf(sessionSecret: string): Buffer {
  return Buffer.from(hkdfSync('sha256', sessionSecret, 'admin-two-factor', 'totp-secret-v1', 32));
}

export function sealSecret(sessionSecret: string, adminId: string, secret: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(sessionSecret), iv);
  cipher.setAAD(Buffer.from(adminId));
  const sealed = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return [VERSION, iv, cipher.getAuthTag(), sealed]
    .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
    .join('.');
}

/** The secret, or undefined when it cannot be opened (another session secret, or tampered). */
export function openSecret(
  sessionSecret: string,
  adminId: string,
  stored: string,
): string | undefined {
  const [version, iv, tag, sealed] = stored.split('.');
  if (version !== VERSION || !iv || !tag || sealed === undefined) return undefined;
  try {
    const decipher = createDecipheriv(
      'aes-256-gcm',
      keyOf(sessionSecret),
      Buffer.from(iv, 'base64url'),
    );
    decipher.setAAD(Buffer.from(adminId));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([
      decipher.update(Buffer.from(sealed, 'base64url')),
      decipher.final(),
    ]).toString('utf8');
  } catch {
    return undefined;
  }
}
