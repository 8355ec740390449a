import { describe, expect, it } from 'vitest';
import type { SiteInfo } from '#shared/types/api';
import { useTestDatabase } from '../../test/database.ts';
import { buildAdmin } from '../../test/factories.ts';
import { waitForMail } from '../../test/mail.ts';
import { signInAdmin } from '../../test/signIn.ts';
import { useTestServer } from '../../test/testServer.ts';

describe('GET /api/site', () => {
  const db = useTestDatabase();
  const server = useTestServer(db, { SUPPORT_EMAIL: 'help@reviews.example' });

  it('answers the Settings name, tagline and support address; SUPPORT_EMAIL until one is saved', async () => {
    const before = await server().client().get<SiteInfo>('/api/site');
    expect(before.status).toBe(200);
    expect(before.body).toEqual({
      platformName: 'B2B Reviews',
      tagline: 'Find and Review B2B Companies',
      supportEmail: 'help@reviews.example',
    });
    expect(before.headers.get('cache-control')).toBe('public, max-age=60');

    const admin = await signInAdmin(server().client(), await buildAdmin(db().knex));
    const saved = await admin.put('/api/admin/settings', {
      platformName: 'Vendor Verdict',
      tagline: 'Reviews of the vendors you depend on',
      supportEmail: 'care@verdict.example',
    });
    expect(saved.status).toBe(200);
    expect((await server().client().get<SiteInfo>('/api/site')).body).toEqual({
      platformName: 'Vendor Verdict',
      tagline: 'Reviews of the vendors you depend on',
      supportEmail: 'care@verdict.example',
    });

    // The contact form writes to the address the site shows.
    const sent = await server().client().post('/api/contact', {
      firstName: 'Ann',
      lastName: 'Lee',
      email: 'ann@example.com',
      subject: 'Hello',
      message: 'Who reads this?',
    });
    expect(sent.status).toBe(201);
    const [mail] = await waitForMail(server().config.dataDir);
    expect(mail).toContain('To: care@verdict.example');
  });
});
