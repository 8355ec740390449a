import type { QaVoteType } from '#shared/schemas/questions';
import type { Context } from '../../context.ts';
import { notFound } from '../../http/errors.ts';
import { Company } from '../../models/Company.ts';
import { Question } from '../../models/Question.ts';
import type { QuestionAnswer } from '../../models/QuestionAnswer.ts';
import { isCompanyOwner, OWNERSHIP_COLUMNS } from '../../policies/companyOwner.ts';
import { encodeCursor, type ReviewCursor } from '../reviews/reviewCursor.ts';
import { COMPANY_NOT_FOUND } from './askQuestion.ts';
import { publishedAnswersByQuestion } from './publishedAnswers.ts';

/** A question's creation time with microseconds, in UTC: what its cursor carries. */
const CURSOR_TIME_SQL = `to_char(questions.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/** At most this many answers come with each question of a page. */
const ANSWERS_PER_QUESTION = 50;

export interface QuestionPage {
  questions: Question[];
  total: number;
  /** Where the next page starts; undefined on the last page. */
  nextCursor: string | undefined;
  /** Published answers by question id: the accepted one first, then oldest first. */
  answers: Map<number, QuestionAnswer[]>;
  myQuestionVotes: Map<number, QaVoteType>;
  myAnswerVotes: Map<number, QaVoteType>;
  /** The viewer owns the company (may accept any answer). */
  viewerIsOwner: boolean;
}

/** A company's published questions, newest first (cursor pages), with their answers. */
export async function listCompanyQuestions(
  ctx: Context,
  companyId: number,
  page: { limit: number; before?: ReviewCursor | undefined },
): Promise<QuestionPage> {
  const { knex, actor } = ctx;
  const company = await Company.query(knex)
    .findById(companyId)
    .select('id', ...OWNERSHIP_COLUMNS);
  if (!company) throw notFound(COMPANY_NOT_FOUND);
  const published = () => Question.query(knex).where({ companyId, status: 'published' });
  const [rows, counted] = await Promise.all([
    published()
      .select('questions.*', Question.raw(`${CURSOR_TIME_SQL} as cursor_at`))
      .modify((builder) => {
        if (!page.before) return;
        builder.whereRaw('(questions.created_at, questions.id) < (?::timestamptz, ?)', [
          page.before.createdAt,
          page.before.id,
        ]);
      })
      .orderBy([
        { column: 'createdAt', order: 'desc' },
        { column: 'id', order: 'desc' },
      ])
      // One more than asked tells whether there is a next page.
      .limit(page.limit + 1) as unknown as Promise<Array<Question & { cursorAt: string }>>,
    published().count('* as count').first() as unknown as Promise<{ count: number | string }>,
  ]);
  const questions = rows.slice(0, page.limit);
  const last = questions.at(-1);
  const nextCursor =
    rows.length > page.limit && last
      ? encodeCursor({ createdAt: last.cursorAt, id: last.id })
      : undefined;
  const ids = questions.map((question) => question.id);
  const byQuestion = await publishedAnswersByQuestion(knex, ids);
  for (const [questionId, list] of byQuestion) {
    byQuestion.set(questionId, list.slice(0, ANSWERS_PER_QUESTION));
  }
  const myQuestionVotes = new Map<number, QaVoteType>();
  const myAnswerVotes = new Map<number, QaVoteType>();
  if (actor.type === 'user' && ids.length) {
    const questionVotes = await knex('questionVotes')
      .whereIn('questionId', ids)
      .where('userId', actor.user.id)
      .select<Array<{ questionId: number; voteType: QaVoteType }>>('questionId', 'voteType');
    for (const vote of questionVotes) myQuestionVotes.set(vote.questionId, vote.voteType);
    const answerIds = [...byQuestion.values()].flat().map((answer) => answer.id);
    if (answerIds.length) {
      const answerVotes = await knex('questionAnswerVotes')
        .whereIn('answerId', answerIds)
        .where('userId', actor.user.id)
        .select<Array<{ answerId: number; voteType: QaVoteType }>>('answerId', 'voteType');
      for (const vote of answerVotes) myAnswerVotes.set(vote.answerId, vote.voteType);
    }
  }
  return {
    questions,
    total: Number(counted?.count ?? 0),
    nextCursor,
    answers: byQuestion,
    myQuestionVotes,
    myAnswerVotes,
    viewerIsOwner: isCompanyOwner(actor, company),
  };
}
