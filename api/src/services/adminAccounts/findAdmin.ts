import type { Context } from '../../context.ts';
import { notFound } from '../../http/errors.ts';
import { AdminUser } from '../../models/AdminUser.ts';

/** An admin named by id (the API) or by email (the CLI). */
export type AdminRef = { id: string } | { email: string };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function findAdminByEmail(
  ctx: Context,
  email: string,
): Promise<AdminUser | undefined> {
  return AdminUser.query(ctx.knex)
    .whereRaw('lower(email) = ?', [email.trim().toLowerCase()])
    .first();
}

/** The admin, or 404 `Admin user not found`. */
export async function findAdmin(ctx: Context, ref: AdminRef): Promise<AdminUser> {
  const admin =
    'id' in ref
      ? UUID.test(ref.id)
        ? await AdminUser.query(ctx.knex).findById(ref.id)
        : undefined
      : await findAdminByEmail(ctx, ref.email);
  if (!admin) throw notFound('Admin user not found');
  return admin;
}
