import type { Knex } from 'knex';

/**
 * A question's answer counter, moved in the transaction that adds the answer (a named query
 * module: see api/README.md). Plain SQL on purpose: a new answer is not an edit of the
 * question, so `updatedAt` stays as it is.
 */
export async function countAnswer(knex: Knex, questionId: number): Promise<void> {
  await knex('questions').where('id', questionId).increment('answerCount', 1);
}
