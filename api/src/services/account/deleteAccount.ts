import { randomUUID } from 'node:crypto';
import type { AccountDeleteInput } from '#shared/schemas/account';
import { type Context, withTransaction } from '../../context.ts';
import { badRequest } from '../../http/errors.ts';
import { User } from '../../models/User.ts';
import { recordActivity } from '../activity/recordActivity.ts';
import { verifyPassword } from '../passwords/passwords.ts';
import { selfServiceUser } from './dataRights.ts';
import {
  anonymiseAuthoredItems,
  endSessionsAndSubscriptions,
  releaseOwnership,
  scrubActivity,
  unlinkVotesAndFlags,
} from './erasureQueries.ts';

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
    await endSessionsAndSubscriptions(knex, user.id);
    await scrubActivity(knex, user, claims);
    await User.query(knex).deleteById(user.id);
    await recordActivity(trx, {
      type: 'user_deleted',
      message: 'User account deleted',
      entityType: 'user',
      entityId: user.id,
    });
  });
}
