import { describe, expect, it } from 'vitest';
import type { AdminMe, Invitation, InvitationCreated } from '#shared/types/admin';
import { Activity } from '../../../models/Activity.ts';
import { AdminInvitation } from '../../../models/AdminInvitation.ts';
import { hashInvitationToken } from '../../../services/adminAccounts/invitationToken.ts';
import { useTestDatabase } from '../../../test/database.ts';
import { buildAdmin } from '../../../test/factories.ts';
import { signInAdmin } from '../../../test/signIn.ts';
import { useTestServer } from '../../../test/testServer.ts';

describe('admin invitations', () => {
  const db = useTestDatabase();
  const server = useTestServer(db, { PUBLIC_URL: 'http://reviews.example' });
  const superClient = async () =>
    signInAdmin(server().client(), await buildAdmin(db().knex, { role: 'super_admin' }));

  const accept = (token: string, overrides: Record<string, string> = {}) =>
    server()
      .client()
      .post('/api/admin/accept-invitation', {
        token,
        firstName: 'Nia',
        lastName: 'New',
        password: 'brand-new-pw',
        ...overrides,
      });

  it('validates the invite with the spec rules', async () => {
    const client = await superClient();
    const response = await client.post('/api/admin/invite', { email: 'x', role: 'owner' });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({
      message: 'email: Please enter a valid email address; role: Role must be admin or super_admin',
    });
    expect(await AdminInvitation.query(db().knex).resultSize()).toBe(0);
  });

  it('creates an invitation whose token is returned once and stored only as a hash', async () => {
    const client = await superClient();
    const response = await client.post<InvitationCreated>('/api/admin/invite', {
      email: ' New.Admin@Example.com ',
    });
    expect(response.status).toBe(201);
    const { invitation } = response.body;
    expect(invitation).toMatchObject({
      email: 'new.admin@example.com',
      role: 'admin',
      isUsed: false,
    });
    expect(invitation.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(invitation.link).toBe(
      `http://reviews.example/admin/accept-invitation?token=${invitation.token}`,
    );
    const hours = (Date.parse(invitation.expiresAt) - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(71.9);
    expect(hours).toBeLessThanOrEqual(72);

    const stored = await AdminInvitation.query(db().knex).findById(invitation.id);
    expect(stored?.token).toBe(hashInvitationToken(invitation.token));
    expect(stored?.token).not.toContain(invitation.token);

    const list = await client.get<Invitation[]>('/api/admin/invitations');
    expect(list.body.map((item) => item.email)).toContain('new.admin@example.com');
    expect(list.body.every((item) => item.token === undefined && item.link === undefined)).toBe(
      true,
    );
    expect(await Activity.query(db().knex).where({ type: 'admin_invited' }).resultSize()).toBe(1);
  });

  it('gives the accepted account the invitation role, once', async () => {
    const client = await superClient();
    const { body } = await client.post<InvitationCreated>('/api/admin/invite', {
      email: 'boss@example.com',
      role: 'super_admin',
    });
    const token = body.invitation.token;

    const mismatch = await accept(token, { password: '123' });
    expect(mismatch.status).toBe(400);
    expect(mismatch.body).toMatchObject({
      message: 'password: Password must be at least 6 characters long',
    });

    const first = await accept(token);
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({
      message: 'Account created',
      admin: { email: 'boss@example.com', role: 'super_admin', firstName: 'Nia', isActive: true },
    });
    const again = await accept(token);
    expect(again.status).toBe(410);
    expect(again.body).toEqual({ message: 'This invitation has already been used' });

    const login = await server()
      .client()
      .post<AdminMe>('/api/admin/login', { email: 'boss@example.com', password: 'brand-new-pw' });
    expect(login.status).toBe(200);
    expect(login.body.role).toBe('super_admin');

    const used = await AdminInvitation.query(db().knex).findById(body.invitation.id);
    expect(used).toMatchObject({ isUsed: true });
    expect(used?.usedAt).toBeInstanceOf(Date);
    const pending = await client.get<Invitation[]>('/api/admin/invitations');
    expect(pending.body.map((item) => item.id)).not.toContain(body.invitation.id);
  });

  it('answers 410 for an expired invitation and 404 for an unknown token', async () => {
    const client = await superClient();
    const { body } = await client.post<InvitationCreated>('/api/admin/invite', {
      email: 'late@example.com',
    });
    await AdminInvitation.query(db().knex)
      .findById(body.invitation.id)
      .patch({ expiresAt: new Date(Date.now() - 1000) });
    const expired = await accept(body.invitation.token);
    expect(expired.status).toBe(410);
    expect(expired.body).toEqual({
      message: 'This invitation has expired. Please ask for a new one.',
    });
    const listed = await client.get<Invitation[]>('/api/admin/invitations');
    expect(listed.body.map((item) => item.id)).not.toContain(body.invitation.id);

    const unknown = await accept('x'.repeat(43));
    expect(unknown.status).toBe(404);
  });

  it('refuses to invite an email that already has an admin account (409)', async () => {
    const existing = await buildAdmin(db().knex);
    const client = await superClient();
    const response = await client.post('/api/admin/invite', {
      email: existing.email.toUpperCase(),
    });
    expect(response.status).toBe(409);
    expect(response.body).toEqual({ message: 'An admin account with this email already exists' });
  });

  it('keeps one live link per email: inviting again renews it, the old link dies', async () => {
    const client = await superClient();
    const first = await client.post<InvitationCreated>('/api/admin/invite', {
      email: 'twice@example.com',
    });
    const second = await client.post<InvitationCreated>('/api/admin/invite', {
      email: 'twice@example.com',
      role: 'super_admin',
    });
    expect(second.body.message).toBe('Invitation renewed');
    expect(second.body.invitation.id).toBe(first.body.invitation.id);
    expect(second.body.invitation.role).toBe('super_admin');
    expect((await accept(first.body.invitation.token)).status).toBe(404);

    const renewed = await client.post<InvitationCreated>(
      `/api/admin/invitations/${first.body.invitation.id}/link`,
    );
    expect(renewed.status).toBe(201);
    expect((await accept(second.body.invitation.token)).status).toBe(404);
    const accepted = await accept(renewed.body.invitation.token);
    expect(accepted.status).toBe(201);
    expect(accepted.body).toMatchObject({ admin: { role: 'super_admin' } });
  });

  it('"Copy Link" shows the link already sent: it still works, and nothing is re-issued or logged', async () => {
    const client = await superClient();
    const sent = await client.post<InvitationCreated>('/api/admin/invite', {
      email: 'copy@example.com',
    });
    const activityBefore = await Activity.query(db().knex).resultSize();
    const stored = await AdminInvitation.query(db().knex).findById(sent.body.invitation.id);

    const copied = await client.get<InvitationCreated>(
      `/api/admin/invitations/${sent.body.invitation.id}/link`,
    );
    expect(copied.status).toBe(200);
    expect(copied.body.message).toBe('Invitation link');
    expect(copied.body.invitation.token).toBe(sent.body.invitation.token);
    expect(copied.body.invitation.link).toBe(sent.body.invitation.link);
    const after = await AdminInvitation.query(db().knex).findById(sent.body.invitation.id);
    expect(after?.token).toBe(stored?.token);
    expect(after?.expiresAt.getTime()).toBe(stored?.expiresAt.getTime());
    expect(await Activity.query(db().knex).resultSize()).toBe(activityBefore);

    // Re-issuing is the separate action: a different link, and only that one works.
    const renewed = await client.post<InvitationCreated>(
      `/api/admin/invitations/${sent.body.invitation.id}/link`,
    );
    expect(renewed.body.invitation.token).not.toBe(sent.body.invitation.token);
    const copiedAgain = await client.get<InvitationCreated>(
      `/api/admin/invitations/${sent.body.invitation.id}/link`,
    );
    expect(copiedAgain.body.invitation.token).toBe(renewed.body.invitation.token);
    expect((await accept(sent.body.invitation.token)).status).toBe(404);
    expect((await accept(copiedAgain.body.invitation.token)).status).toBe(201);
    expect(
      (await client.get(`/api/admin/invitations/${sent.body.invitation.id}/link`)).status,
    ).toBe(404);
  });

  it('"Copy Link" refuses with a 409 when the server key changed since the link was issued', async () => {
    const client = await superClient();
    const sent = await client.post<InvitationCreated>('/api/admin/invite', {
      email: 'rotated@example.com',
    });
    // Same effect as a new SESSION_SECRET: the stored hash no longer matches what is derived.
    await AdminInvitation.query(db().knex)
      .findById(sent.body.invitation.id)
      .patch({ token: hashInvitationToken('issued-under-another-key') });
    const copied = await client.get(`/api/admin/invitations/${sent.body.invitation.id}/link`);
    expect(copied.status).toBe(409);
    expect(copied.body).toEqual({
      message: 'This link can no longer be shown. Send a new link instead.',
    });
  });

  it('withdraws a pending invitation', async () => {
    const client = await superClient();
    const { body } = await client.post<InvitationCreated>('/api/admin/invite', {
      email: 'gone@example.com',
    });
    expect((await client.delete(`/api/admin/invitations/${body.invitation.id}`)).status).toBe(204);
    expect((await client.delete(`/api/admin/invitations/${body.invitation.id}`)).status).toBe(404);
    expect((await accept(body.invitation.token)).status).toBe(404);
  });

  it('creates the account only once when two browsers accept at the same time', async () => {
    const client = await superClient();
    const { body } = await client.post<InvitationCreated>('/api/admin/invite', {
      email: 'race@example.com',
    });
    const results = await Promise.all([
      accept(body.invitation.token),
      accept(body.invitation.token),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 410]);
  });
});
