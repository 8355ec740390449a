import { describe, expect, it } from 'vitest';
import { useTestDatabase } from '../test/database.ts';
import { resetRateLimits } from '../test/rateLimits.ts';
import { useTestServer } from '../test/testServer.ts';

const wrongLogin = { email: 'nobody@example.com', password: 'wrong-password' };

/** Twelve wrong sign-ins, each claiming another address in front of the proxy's own entry. */
async function spoofedLogins(client: ReturnType<ReturnType<typeof useTestServer>>['client']) {
  const statuses: number[] = [];
  for (let attempt = 1; attempt <= 12; attempt += 1) {
    const response = await client().post('/api/auth/login', wrongLogin, {
      // The first entries come from the client; the proxies append the last ones.
      'X-Forwarded-For': `203.0.113.${attempt}, 198.51.100.7`,
    });
    statuses.push(response.status);
  }
  return statuses;
}

describe('the client address behind a reverse proxy', () => {
  const db = useTestDatabase();
  const oneHop = useTestServer(db, { TRUST_PROXY: 'true' });
  const twoHops = useTestServer(db, { TRUST_PROXY: 'true', TRUST_PROXY_HOPS: '2' });

  it('is the entry the proxy appended, not one the client wrote (per-IP limits hold)', async () => {
    await resetRateLimits(db().knex);
    const statuses = await spoofedLogins(() => oneHop().client());
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(statuses.slice(10)).toEqual([429, 429]);
  });

  it('skips as many entries as TRUST_PROXY_HOPS says (a CDN in front of the proxy)', async () => {
    await resetRateLimits(db().knex);
    const statuses: number[] = [];
    for (let attempt = 1; attempt <= 11; attempt += 1) {
      const response = await twoHops()
        .client()
        .post('/api/auth/login', wrongLogin, {
          'X-Forwarded-For': `203.0.113.${attempt}, 198.51.100.7, 192.0.2.${attempt}`,
        });
      statuses.push(response.status);
    }
    // The CDN's own address changes per request; the client's (second from the right) does not.
    expect(statuses.at(-1)).toBe(429);
  });
});
