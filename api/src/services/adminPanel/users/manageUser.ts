import type { Context } from '../../../context.ts';
import { withTransaction } from '../../../context.ts';
import { conflict, notFound } from '../../../http/errors.ts';
import { User } from '../../../models/User.ts';
import { authorizeAdmin } from '../../../policies/adminPolicy.ts';
import { exportAccountJson } from '../../account/exportAccount.ts';
import { endUserSessions } from '../../account/userSessions.ts';
import { recordActivity } from '../../activity/recordActivity.ts';

/** How many reviews (complaints included) an account wrote, by status. */
interface UserReviewCounts {
  total: number;
  published: number;
  pending: number;
  rejected: number;
}

/** One account as the admin's user detail shows it. */
export interface UserDetail {
  user: User;
  reviews: UserReviewCounts;
}

/** The account, or 404 `User not found` (ids are checked as uuids by the route's schema). */
async function findUser(ctx: Context, id: string): Promise<User> {
  const user = await User.query(ctx.knex).findById(id);
  if (!user) throw notFound('User not found');
  return user;
}

/** The admin's user detail: the account and what it wrote (`GET /api/admin/users/:id`). */
export async function getUserDetail(ctx: Context, id: string): Promise<UserDetail> {
  authorizeAdmin(ctx.actor, 'moderate');
  const user = await findUser(ctx, id);
  const counts = (await ctx
    .knex('reviews')
    .where('userId', id)
    .first(
      ctx.knex.raw('count(*)::int as total'),
      ctx.knex.raw("count(*) filter (where status = 'published')::int as published"),
      ctx.knex.raw("count(*) filter (where status = 'pending')::int as pending"),
      ctx.knex.raw("count(*) filter (where status = 'rejected')::int as rejected"),
    )) as UserReviewCounts;
  return { user, reviews: counts };
}

/**
 * Deactivates or re-activates a public account. A deactivated account cannot sign in
 * (`authenticateUser`) and is signed out everywhere now, not at its next sign-in: its sessions
 * lose their user (`endUserSessions`), and the session read ignores it too (`http/actor.ts`). What
 * it wrote stays as it is. Setting the current state again is a 409, so a double click cannot
 * log two events.
 */
export async function setUserActive(ctx: Context, id: string, active: boolean): Promise<User> {
  authorizeAdmin(ctx.actor, 'moderate');
  return withTransaction(ctx, async (trx) => {
    const target = await User.query(trx.knex).findById(id).forUpdate();
    if (!target) throw notFound('User not found');
    if ((target.deactivatedAt === null) === active) {
      throw conflict(active ? 'User is already active' : 'User is already deactivated');
    }
    const user = await target
      .$query(trx.knex)
      .patchAndFetch({ deactivatedAt: active ? null : new Date() });
    if (!active) await endUserSessions(trx.knex, user.id);
    await recordActivity(trx, {
      type: active ? 'user_activated' : 'user_deactivated',
      message: `User ${user.email} ${active ? 're-activated' : 'deactivated'}`,
      entityType: 'user',
      entityId: user.id,
    });
    return user;
  });
}

/**
 * Everything stored about an account, for a data-subject request sent to support: the same
 * document the user's own export gives (`exportAccountJson`), whether or not GDPR mode offers
 * self-service. The export is logged before the first byte leaves.
 */
export async function exportUserData(
  ctx: Context,
  id: string,
): Promise<{ user: User; chunks: AsyncGenerator<string> }> {
  authorizeAdmin(ctx.actor, 'moderate');
  const user = await findUser(ctx, id);
  await recordActivity(ctx, {
    type: 'user_data_exported',
    message: `Data of user ${user.email} exported`,
    entityType: 'user',
    entityId: user.id,
  });
  return { user, chunks: exportAccountJson(ctx, user) };
}
