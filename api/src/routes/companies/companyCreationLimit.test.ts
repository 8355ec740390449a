import { beforeEach, describe, expect, it } from 'vitest';
import {
  CREATIONS_PER_ADDRESS_HOUR,
  CREATIONS_PER_MINUTE,
} from '../../http/companyCreationLimit.ts';
import { countRows } from '../../test/count.ts';
import { useTestDatabase } from '../../test/database.ts';
import { buildCompany } from '../../test/factories.ts';
import { resetRateLimits } from '../../test/rateLimits.ts';
import { useTestServer } from '../../test/testServer.ts';

/** Issue 40 item 4: a GET that creates a company is limited; one that finds one is not. */
describe('companies created by a lookup', () => {
  const db = useTestDatabase();
  // Addresses from X-Forwarded-For, so the test can be many clients.
  const server = useTestServer(db, { TRUST_PROXY: '1' });
  beforeEach(() => resetRateLimits(db().knex));

  const lookUp = (domain: string, address: string) =>
    server().client().get(`/api/companies/domain/${domain}`, { 'X-Forwarded-For': address });
  const companies = () => countRows(db().knex, 'companies');

  it('refuses one address past its hourly allowance, with Retry-After, and creates nothing', async () => {
    const run = `${Date.now().toString(36)}-one`;
    for (let i = 0; i < CREATIONS_PER_ADDRESS_HOUR; i++) {
      expect((await lookUp(`new-${i}-${run}.com`, '203.0.113.9')).status).toBe(200);
    }
    const before = await companies();
    const jobs = await countRows(db().knex, 'jobs');
    const refused = await lookUp(`one-too-many-${run}.com`, '203.0.113.9');
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ message: 'Too many requests, please try again later' });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(60);
    expect(await companies()).toBe(before);
    expect(await countRows(db().knex, 'jobs')).toBe(jobs);

    // Existing companies still open for the same address, and another address may create.
    const known = await buildCompany(db().knex);
    expect((await lookUp(known.domain, '203.0.113.9')).status).toBe(200);
    expect((await lookUp(`new-${0}-${run}.com`, '203.0.113.9')).status).toBe(200);
    expect((await lookUp(`other-${run}.com`, '203.0.113.10')).status).toBe(200);
  });

  it('refuses the whole site past its allowance a minute, whatever the address', async () => {
    const run = `${Date.now().toString(36)}-site`;
    for (let i = 0; i < CREATIONS_PER_MINUTE; i++) {
      const address = `198.51.${Math.floor(i / 20)}.${i % 20}`;
      expect((await lookUp(`site-${i}-${run}.com`, address)).status).toBe(200);
    }
    const refused = await lookUp(`site-extra-${run}.com`, '192.0.2.200');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(60);
    const known = await buildCompany(db().knex);
    expect((await lookUp(known.domain, '192.0.2.201')).status).toBe(200);
  });
});
