import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { cookieSigner } from './cookieSigner.ts';

describe('cookieSigner', () => {
  const secret = 'a-session-secret-of-some-length-0123456789';
  const signer = cookieSigner(secret);
  /** Keygrip's signature, as its source writes it: HMAC-SHA1, base64 made URL-safe. */
  const keygripSign = (value: string, key = secret) =>
    createHmac('sha1', key)
      .update(value)
      .digest('base64')
      .replace(/\/|\+|=/g, (c) => ({ '/': '_', '+': '-', '=': '' })[c] ?? c);
  const data = 'rv.sid=Zm9vYmFyLXNlc3Npb24taWQ';

  it('signs as Keygrip does, so cookies signed before still verify', () => {
    // Values whose base64 has each of the characters Keygrip replaces.
    for (const value of [data, 'a', 'ab', 'abc', 'rv.sid=?>?>', 'rv.sid=~~~~']) {
      expect(signer.sign(value)).toBe(keygripSign(value));
      expect(signer.index(value, keygripSign(value))).toBe(0);
    }
  });

  it('refuses another value, another secret, a changed or cut signature', () => {
    const signature = signer.sign(data);
    expect(signer.index(`${data}x`, signature)).toBe(-1);
    expect(cookieSigner(`${secret}!`).verify(data, signature)).toBe(false);
    const changed = `${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`;
    expect(signer.verify(data, changed)).toBe(false);
    expect(signer.verify(data, signature.slice(1))).toBe(false);
    expect(signer.verify(data, '')).toBe(false);
  });
});
