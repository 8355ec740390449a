import { createSecretKey, type KeyObject } from 'node:crypto';
import { memoByText } from '../cache/boundedCache.ts';

/**
 * The session secret as a key object for `createHmac`, made once per secret: making it from the
 * text on every hash was most of each HMAC's cost (issue 12). Cookie signatures, the vote
 * address hash and the viewer hash all key with it.
 */
export const secretKey: (secret: string) => KeyObject = memoByText((secret) =>
  createSecretKey(Buffer.from(secret, 'utf8')),
);
