import { describe, expect, it } from 'vitest';
import { ConfigError } from '../config/config.ts';
import { useTestDatabase } from '../test/database.ts';
import { startTestServer, useTestServer } from '../test/testServer.ts';

const PUBLIC_URL = 'https://reviews.example.com';
const registration = (email: string) => ({
  email,
  password: 'secret12',
  confirmPassword: 'secret12',
});

describe('an https PUBLIC_URL (the server behind a TLS-terminating proxy)', () => {
  const db = useTestDatabase();
  const server = useTestServer(db, { PUBLIC_URL, TRUST_PROXY: 'true' });

  it('refuses to start without TRUST_PROXY, in one readable line', async () => {
    const error = await startTestServer(db(), { PUBLIC_URL }).then(
      () => undefined,
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as ConfigError).message).toBe(
      'PUBLIC_URL is https:// but this server speaks plain http, so it must run behind a reverse proxy that terminates TLS: set TRUST_PROXY=true (and TRUST_PROXY_HOPS to the number of proxies in front of it), see docs/SECURITY.md',
    );
    expect((error as ConfigError).message).not.toContain('\n');
  });

  it('refuses an explicit TRUST_PROXY=false as well', async () => {
    await expect(startTestServer(db(), { PUBLIC_URL, TRUST_PROXY: 'false' })).rejects.toThrow(
      'PUBLIC_URL is https://',
    );
  });

  it('sets a Secure session cookie when the proxy says https', async () => {
    const response = await server()
      .client()
      .post('/api/auth/register', registration('proxied@example.com'), {
        Origin: PUBLIC_URL,
        'X-Forwarded-Proto': 'https',
      });
    expect(response.status).toBe(201);
    const cookie = response.headers.getSetCookie().find((line) => line.startsWith('rv.sid='));
    expect(cookie).toMatch(/;\s*secure/i);
  });

  it('still sets a Secure cookie (never a 500) when the proxy forgets X-Forwarded-Proto', async () => {
    const response = await server()
      .client()
      .post('/api/auth/register', registration('forgetful@example.com'), { Origin: PUBLIC_URL });
    expect(response.status).toBe(201);
    const cookie = response.headers.getSetCookie().find((line) => line.startsWith('rv.sid='));
    expect(cookie).toMatch(/;\s*secure/i);
  });
});
