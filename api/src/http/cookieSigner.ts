import { createHmac, timingSafeEqual } from 'node:crypto';
import { secretKey } from './secretKey.ts';

/** The interface of Keygrip, which `cookies` (Koa's `ctx.cookies`) signs and checks with. */
export interface CookieSigner {
  sign(data: string): string;
  verify(data: string, digest: string): boolean;
  index(data: string, digest: string): number;
}

/**
 * Koa's cookie signatures for one secret, as Keygrip makes them (HMAC-SHA1, base64url without
 * padding), so a cookie signed by either verifies with the other. Issue 12: Keygrip made a key
 * from the secret's text on every signature, and compared with tsscmp, which HMACs both sides
 * again under a fresh random key: three HMACs and a random draw for every request with a
 * cookie. Here the key is made once, and the comparison is `timingSafeEqual`, constant-time too.
 */
export function cookieSigner(secret: string): CookieSigner {
  const key = secretKey(secret);
  const sign = (data: string) => createHmac('sha1', key).update(data).digest('base64url');
  const index = (data: string, digest: string) => {
    const expected = Buffer.from(sign(data));
    const given = Buffer.from(String(digest));
    return expected.length === given.length && timingSafeEqual(expected, given) ? 0 : -1;
  };
  return { sign, index, verify: (data, digest) => index(data, digest) === 0 };
}
