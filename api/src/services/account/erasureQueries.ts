import type { Knex } from 'knex';
import type { User } from '../../models/User.ts';
import { endUserSessions } from './userSessions.ts';

// The bulk SQL that erases an account (a named query module: see api/README.md).

/**
 * What the account wrote stays where it is, by no one: the user link and the browser's
 * visitor id go (the visitor id would let that browser edit them still). A review still waiting
 * for this account's email verification can never be released by it: it waits for staff
 * instead. Reviewer name and email copied in by an import go too.
 */
export async function anonymiseAuthoredItems(knex: Knex, user: User): Promise<void> {
  await knex('reviews')
    .where({ userId: user.id, holdReason: 'verification' })
    .update({ holdReason: 'moderation' });
  await knex('reviews')
    .where('userId', user.id)
    .update({ userId: null, visitorId: null, reviewerName: null, reviewerEmail: null });
  await knex('reviews').where('responseUserId', user.id).update({ responseUserId: null });
  for (const table of ['review_replies', 'reports']) {
    await knex(table).where('userId', user.id).update({ userId: null, visitorId: null });
  }
  for (const table of ['questions', 'question_answers']) {
    await knex(table).where('userId', user.id).update({ userId: null });
  }
}

/**
 * Review votes and flags stay, counted, under `anonymousId`: they make the review, company and
 * author counters (and other authors' "helpful votes"), which must not move because someone
 * else left. Question and answer votes are one per account by design (the account is
 * required), so they go, and the items' counters with them, in this transaction.
 */
export async function unlinkVotesAndFlags(
  knex: Knex,
  userId: string,
  anonymousId: string,
): Promise<void> {
  await knex('review_votes')
    .where('userId', userId)
    .orWhere('voterId', userId)
    .update({ userId: null, voterId: anonymousId });
  await knex('review_flags')
    .where('userId', userId)
    .orWhere('flaggerId', userId)
    .update({ userId: null, flaggerId: anonymousId });
  for (const [votes, items, key] of [
    ['question_votes', 'questions', 'question_id'],
    ['question_answer_votes', 'question_answers', 'answer_id'],
  ] as const) {
    await knex.raw(
      `update ${items} item
       set upvotes = item.upvotes - mine.up, downvotes = item.downvotes - mine.down
       from (select ${key} as item_id,
                    count(*) filter (where vote_type = 'upvote')::int as up,
                    count(*) filter (where vote_type = 'downvote')::int as down
             from ${votes} where user_id = ? group by ${key}) mine
       where item.id = mine.item_id`,
      [userId],
    );
    await knex(votes).where('userId', userId).delete();
  }
}

/**
 * Companies the account owns become unclaimed (a claim by the account's email counts as its
 * own), and its claims go: pending ones are withdrawn, decided ones held only its email and a
 * link token. Answers the claims removed, whose ids and emails the activity log still names.
 */
export async function releaseOwnership(
  knex: Knex,
  user: User,
): Promise<Array<{ id: number; email: string }>> {
  await knex('companies')
    .where('ownerUserId', user.id)
    .orWhereRaw('lower(claimed_by) = ?', [user.email.toLowerCase()])
    .update({ ownerUserId: null, isClaimed: false, claimedBy: null, claimedAt: null });
  return knex('claim_requests').where('userId', user.id).delete().returning(['id', 'email']);
}

/**
 * The account's subscriptions go, and its sessions end everywhere (an admin sign-in in the
 * same browser stays); stored answers of its writes hold what it wrote, with its name.
 */
export async function endSessionsAndSubscriptions(knex: Knex, userId: string): Promise<void> {
  await knex('subscriptions').where('userId', userId).delete();
  await endUserSessions(knex, userId, { forgetVisitor: true });
  await knex('idempotency_keys').where('scope', `user:${userId}`).delete();
}

/**
 * The activity log keeps what happened but not who: the account's email and name in the
 * messages of events about it or its claims (sign-up, claim requests) become "a deleted user".
 */
export async function scrubActivity(
  knex: Knex,
  user: User,
  claims: Array<{ id: number; email: string }>,
): Promise<void> {
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ');
  const claimIds = claims.map((claim) => String(claim.id));
  const texts = new Set([user.email, name, ...claims.map((claim) => claim.email)]);
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
