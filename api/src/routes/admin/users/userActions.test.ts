import { describe, expect, it } from 'vitest';
import type { AdminUserDetail, AdminUserItem } from '#shared/types/admin';
import { Activity } from '../../../models/Activity.ts';
import { User } from '../../../models/User.ts';
import { useTestDatabase } from '../../../test/database.ts';
import {
  buildAdmin,
  buildCompany,
  buildReview,
  buildUser,
  TEST_PASSWORD,
} from '../../../test/factories.ts';
import { signInAdmin, signInUser } from '../../../test/signIn.ts';
import { useTestServer } from '../../../test/testServer.ts';

const NOBODY = '00000000-0000-4000-8000-000000000000';

describe('admin user actions', () => {
  const db = useTestDatabase();
  const server = useTestServer(db);
  const activities = (type: string, entityId: string) =>
    Activity.query(db().knex).where({ type, entityId }).resultSize();

  it('shows one account: verified or not, deactivated or not, its reviews by status', async () => {
    const user = await buildUser(db().knex, { isEmailVerified: false, firstName: 'Ann' });
    const company = await buildCompany(db().knex);
    await buildReview(db().knex, company, { userId: user.id });
    await buildReview(db().knex, company, {
      userId: user.id,
      status: 'pending',
      holdReason: 'moderation',
    });
    await buildReview(db().knex, company);

    expect((await server().client().get(`/api/admin/users/${user.id}`)).status).toBe(401);
    const admin = await signInAdmin(server().client(), await buildAdmin(db().knex));
    const bad = await admin.get('/api/admin/users/not-an-id');
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ message: 'id: must be a valid id' });
    expect((await admin.get(`/api/admin/users/${NOBODY}`)).status).toBe(404);

    const detail = await admin.get<AdminUserDetail>(`/api/admin/users/${user.id}`);
    expect(detail.status).toBe(200);
    expect(detail.body).toMatchObject({
      id: user.id,
      firstName: 'Ann',
      isEmailVerified: false,
      emailVerifiedAt: null,
      deactivatedAt: null,
      reviews: { total: 2, published: 1, pending: 1, rejected: 0 },
    });
    expect(detail.text).not.toContain('argon2');
  });

  it('deactivates an account: signed out now, refused at sign-in, then re-activated', async () => {
    const user = await buildUser(db().knex);
    const browser = await signInUser(server().client(), user);
    expect((await browser.get('/api/auth/user')).status).toBe(200);

    const path = `/api/admin/users/${user.id}/deactivate`;
    expect((await server().client().post(path)).status).toBe(401);
    const admin = await signInAdmin(server().client(), await buildAdmin(db().knex));
    expect((await admin.post('/api/admin/users/x/deactivate')).status).toBe(400);
    expect((await admin.post(`/api/admin/users/${NOBODY}/deactivate`)).status).toBe(404);
    expect((await User.query(db().knex).findById(user.id))?.deactivatedAt).toBeNull();

    const off = await admin.post<AdminUserItem>(path);
    expect(off.status).toBe(200);
    expect(off.body.deactivatedAt).toEqual(expect.any(String));
    expect(await activities('user_deactivated', user.id)).toBe(1);
    // The browser that was signed in is out at its next request.
    expect((await browser.get('/api/auth/user')).status).toBe(401);
    const signIn = await server()
      .client()
      .post('/api/auth/login', { email: user.email, password: TEST_PASSWORD });
    expect(signIn.status).toBe(403);
    expect(signIn.body).toEqual({
      message: 'This account has been deactivated. Please contact support.',
    });
    const again = await admin.post(path);
    expect(again.status).toBe(409);
    expect(await activities('user_deactivated', user.id)).toBe(1);

    const on = await admin.post<AdminUserItem>(`/api/admin/users/${user.id}/activate`);
    expect(on.status).toBe(200);
    expect(on.body.deactivatedAt).toBeNull();
    expect(await activities('user_activated', user.id)).toBe(1);
    expect((await admin.post(`/api/admin/users/${user.id}/activate`)).status).toBe(409);
    const back = await signInUser(server().client(), user);
    expect((await back.get('/api/auth/user')).status).toBe(200);
  });

  it("exports an account's data for a data-subject request, and logs it", async () => {
    const user = await buildUser(db().knex, { firstName: 'Eve' });
    const company = await buildCompany(db().knex);
    const review = await buildReview(db().knex, company, { userId: user.id });
    const path = `/api/admin/users/${user.id}/export`;

    expect((await server().client().get(path)).status).toBe(401);
    const admin = await signInAdmin(server().client(), await buildAdmin(db().knex));
    expect((await admin.get('/api/admin/users/nope/export')).status).toBe(400);
    expect((await admin.get(`/api/admin/users/${NOBODY}/export`)).status).toBe(404);
    expect(await activities('user_data_exported', NOBODY)).toBe(0);

    const response = await admin.get<{
      account: { id: string; firstName: string };
      reviews: Array<{ id: number }>;
    }>(path);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toMatch(
      new RegExp(`attachment; filename="b2b-reviews-user-${user.id}-\\d{4}-\\d{2}-\\d{2}\\.json"`),
    );
    expect(response.body.account).toMatchObject({ id: user.id, firstName: 'Eve' });
    expect(response.body.reviews.map((r) => r.id)).toEqual([review.id]);
    expect(response.text).not.toContain('argon2');
    expect(await activities('user_data_exported', user.id)).toBe(1);
  });

  it('lists whether each account is verified and active', async () => {
    await buildUser(db().knex, { email: 'off@acme.com', deactivatedAt: new Date() });
    const admin = await signInAdmin(server().client(), await buildAdmin(db().knex));
    const list = await admin.get<AdminUserItem[]>('/api/admin/users?q=off%40acme');
    expect(list.body).toEqual([
      expect.objectContaining({
        email: 'off@acme.com',
        isEmailVerified: true,
        deactivatedAt: expect.any(String),
      }),
    ]);
  });
});
