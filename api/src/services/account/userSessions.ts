import type { Knex } from 'knex';

/**
 * Signs `userId` out of every session it holds (the `sessions` table, `http/session.ts`), so
 * whoever knew the old password is out. A visitor id in those sessions stays: the browser keeps
 * the anonymous votes it made. The current request's own session, if it is one of them, is
 * given a new id and signed in again by its route (`account/settings.ts`).
 */
export async function endUserSessions(knex: Knex, userId: string): Promise<void> {
  await knex.raw(`update sessions set sess = sess - 'userId' where sess->>'userId' = ?`, [userId]);
}
