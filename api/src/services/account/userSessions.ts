import type { Knex } from 'knex';

/**
 * Signs `userId` out of every session it holds (the `sessions` table, `http/session.ts`); an
 * admin sign-in in the same browser stays. After a password change, reset or deactivation the
 * browser keeps its visitor id (the anonymous votes it made); an erased account's sessions lose
 * it too (`forgetVisitor`), since what that visitor wrote is erased with the account. The
 * current request's own session, if it is one of them, is given a new id and signed in again by
 * its route (`account/settings.ts`).
 */
export async function endUserSessions(
  knex: Knex,
  userId: string,
  { forgetVisitor = false } = {},
): Promise<void> {
  const dropped = forgetVisitor ? "sess - 'userId' - 'visitorId'" : "sess - 'userId'";
  await knex.raw(`update sessions set sess = ${dropped} where sess->>'userId' = ?`, [userId]);
}
