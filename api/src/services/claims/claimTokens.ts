import { createHash, randomBytes } from 'node:crypto';

/** A single-use link token: 32 random bytes, URL-safe; only its SHA-256 is stored. */
export function newClaimToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashClaimToken(token) };
}

export function hashClaimToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Whether an email address is at the company's domain or one of its subdomains. */
export function isEmailAtDomain(email: string, domain: string): boolean {
  const at = email.lastIndexOf('@');
  if (at < 0) return false;
  const host = email
    .slice(at + 1)
    .toLowerCase()
    .replace(/\.$/, '');
  return host === domain || host.endsWith(`.${domain}`);
}
