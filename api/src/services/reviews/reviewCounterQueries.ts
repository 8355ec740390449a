import type { Knex } from 'knex';

/**
 * The counters kept on a review row, adjusted in the transaction that writes the reply or flag
 * they count (a named query module: see api/README.md). Plain SQL on purpose: a counter moving
 * is not an edit of the review, so `updatedAt` stays as it is.
 */
export async function countReply(knex: Knex, reviewId: number): Promise<void> {
  await knex('reviews').where('id', reviewId).increment('replyCount', 1);
}

export async function countOpenFlag(knex: Knex, reviewId: number): Promise<void> {
  await knex('reviews').where('id', reviewId).increment('openFlagCount', 1);
}

/** Every open flag was dismissed. */
export async function clearOpenFlags(knex: Knex, reviewId: number): Promise<void> {
  await knex('reviews').where('id', reviewId).update({ openFlagCount: 0 });
}
