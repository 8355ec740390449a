import { randomUUID } from 'node:crypto';
import type { AccountDeleteInput } from '#shared/schemas/account';
import { type Context, withTransaction } from '../../context.ts';
import { badRequest } from '../../http/errors.ts';
import { User } from '../../models/User.ts';
import { recordActivity } from '../activity/recordActivity.ts';
import { verifyPassword } from '../passwords/passwords.ts';
import { anonymiseAuthoredItems, releaseOwnership, unlinkVotesAndFlags } from './anonymise.ts';
import { selfServiceUser } from './dataRights.ts';

const WRONG_PASSWORD = 'The password is not correct';

/**
 * GDPR mode: the signed-in user deletes their account, in one transaction. What they wrote
 * (reviews, complaints, comments, replies, questions, answers, business responses) stays,
 * anonymised, so companies' counts, averages and trust scores do not move; their votes on
 * reviews stay counted but belong to no one; the rest of what identifies them goes (sessions,
 * claims, subscriptions, tokens, stored answers of their writes). Admins see "User account
 * deleted" with the id alone.
 */
export async function deleteAccount(ctx: Context, input: AccountDeleteInput): Promise<void> {
  const signedIn = await selfServiceUser(ctx);
  // Checked outside the transaction: argon2 takes tens of milliseconds and locks nothing.
  if (!(await verifyPassword(signedIn.password, input.password))) {
    throw badRequest(WRONG_PASSWORD);
  }
  await withTransaction(ctx, async (trx) => {
    const user = await User.query(trx.knex).findById(signedIn.id).forUpdate();
    // Deleted meanwhile (a second tab): the outcome asked for is already there.
    if (!user) return;
    const knex = trx.knex;
    await anonymiseAuthoredItems(knex, user);
    // One fresh id stands for the deleted voter: one vote per item still holds, and nothing
    // leads back to the account (its id is kept in the activity entry below).
    await unlinkVotesAndFlags(knex, user.id, randomUUID());
    const claims = await releaseOwnership(knex, user);
    await knex('subscriptions').where('userId', user.id).delete();
    // The account's sessions end everywhere; an admin sign-in in the same browser stays.
    await knex('sessions')
      .whereRaw("sess->>'userId' = ?", [user.id])
      .update({ sess: knex.raw("sess - 'userId' - 'visitorId'") });
    // Stored answers of the account's writes hold what it wrote, with its name.
    await knex('idempotency_keys').where('scope', `user:${user.id}`).delete();
    await scrubActivity(trx, user, claims);
    await knex('users').where('id', user.id).delete();
    await recordActivity(trx, {
      type: 'user_deleted',
      message: 'User account deleted',
      entityType: 'user',
      entityId: user.id,
    });
  });
}

/**
 * The activity log keeps what happened but not who: the account's email and name in the
 * messages of events about it or its claims (sign-up, claim requests) become "a deleted user".
 */
async function scrubActivity(
  ctx: Context,
  user: User,
  claims: Array<{ id: number; email: string }>,
): Promise<void> {
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ');
  const claimIds = claims.map((claim) => String(claim.id));
  const texts = new Set([user.email, name, ...claims.map((claim) => claim.email)]);
  const knex = ctx.knex;
  for (const text of [...texts].filter((value) => value.length > 0)) {
    await knex('activity')
      .where((where) =>
        where
          .where({ actorType: 'user', actorId: user.id })
          .orWhere({ entityType: 'user', entityId: user.id })
          .orWhere((byClaim) => byClaim.where('entityType', 'claim').whereIn('entityId', claimIds)),
      )
      .update({ message: knex.raw('replace(message, ?, ?)', [text, 'a deleted user']) });
  }
}
