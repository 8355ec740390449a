import type { QaVoteType } from '#shared/schemas/questions';
import { type Context, withTransaction } from '../../context.ts';
import { conflict, notFound } from '../../http/errors.ts';
import { assertCanUseQa } from '../../policies/companyOwner.ts';

const VOTE_ALREADY_RECORDED = 'Vote already recorded';

/** What a vote is on: a question, or an answer. */
export type QaTarget = 'question' | 'answer';

const TABLES = {
  question: {
    items: 'questions',
    votes: 'question_votes',
    key: 'questionId',
    missing: 'Question not found',
  },
  answer: {
    items: 'question_answers',
    votes: 'question_answer_votes',
    key: 'answerId',
    missing: 'Answer not found',
  },
} as const;

export interface QaVoteOutcome {
  upvotes: number;
  downvotes: number;
  myVote: QaVoteType;
  /** A new vote (false when an upvote became a downvote or back). */
  created: boolean;
}

/**
 * One vote per user and question (or answer): voting the other way switches it, the same way
 * again is 409. The counters on the item move in the same transaction, under its row lock, so
 * concurrent votes never lose a count.
 */
export async function voteOnQa(
  ctx: Context,
  target: QaTarget,
  id: number,
  voteType: QaVoteType,
): Promise<QaVoteOutcome> {
  const { actor } = ctx;
  assertCanUseQa(actor);
  const table = TABLES[target];
  return withTransaction(ctx, async ({ knex }) => {
    const item = await knex(table.items).where({ id, status: 'published' }).first('id').forUpdate();
    if (!item) throw notFound(table.missing);
    const previous = await knex(table.votes)
      .where({ [table.key]: id, userId: actor.user.id })
      .first<{ id: number; voteType: QaVoteType } | undefined>('id', 'voteType');
    if (previous?.voteType === voteType) throw conflict(VOTE_ALREADY_RECORDED);
    const column = voteType === 'upvote' ? 'upvotes' : 'downvotes';
    const other = voteType === 'upvote' ? 'downvotes' : 'upvotes';
    if (previous) {
      await knex(table.votes).where('id', previous.id).update({ voteType });
      await knex(table.items)
        .where('id', id)
        .update({ [column]: knex.raw('?? + 1', [column]), [other]: knex.raw('?? - 1', [other]) });
    } else {
      await knex(table.votes).insert({ [table.key]: id, userId: actor.user.id, voteType });
      await knex(table.items).where('id', id).increment(column, 1);
    }
    const counters = await knex(table.items)
      .where('id', id)
      .first<{ upvotes: number; downvotes: number }>('upvotes', 'downvotes');
    return {
      upvotes: Number(counters.upvotes),
      downvotes: Number(counters.downvotes),
      myVote: voteType,
      created: !previous,
    };
  });
}
