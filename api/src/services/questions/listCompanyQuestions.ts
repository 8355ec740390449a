import type { QaVoteType } from '#shared/schemas/questions';
import type { Context } from '../../context.ts';
import { notFound } from '../../http/errors.ts';
import { Company } from '../../models/Company.ts';
import { Question } from '../../models/Question.ts';
import { QuestionAnswer } from '../../models/QuestionAnswer.ts';
import { isCompanyOwner } from '../../policies/companyOwner.ts';
import { COMPANY_NOT_FOUND } from './askQuestion.ts';

/** At most this many answers come with each question of a page. */
const ANSWERS_PER_QUESTION = 50;

export interface QuestionPage {
  questions: Question[];
  total: number;
  /** Published answers by question id: the accepted one first, then oldest first. */
  answers: Map<number, QuestionAnswer[]>;
  myQuestionVotes: Map<number, QaVoteType>;
  myAnswerVotes: Map<number, QaVoteType>;
  /** The viewer owns the company (may accept any answer). */
  viewerIsOwner: boolean;
}

/** A company's published questions, newest first (offset pages), with their answers. */
export async function listCompanyQuestions(
  ctx: Context,
  companyId: number,
  page: { limit: number; offset: number },
): Promise<QuestionPage> {
  const { knex, actor } = ctx;
  const company = await Company.query(knex)
    .findById(companyId)
    .select('id', 'isClaimed', 'claimedBy');
  if (!company) throw notFound(COMPANY_NOT_FOUND);
  const published = () => Question.query(knex).where({ companyId, status: 'published' });
  const [questions, counted] = await Promise.all([
    published()
      .orderBy([
        { column: 'createdAt', order: 'desc' },
        { column: 'id', order: 'desc' },
      ])
      .limit(page.limit)
      .offset(page.offset),
    published().count('* as count').first() as unknown as Promise<{ count: number | string }>,
  ]);
  const ids = questions.map((question) => question.id);
  const answers = ids.length
    ? await QuestionAnswer.query(knex)
        .whereIn('questionId', ids)
        .where('status', 'published')
        .orderBy([
          { column: 'questionId' },
          { column: 'isAccepted', order: 'desc' },
          { column: 'createdAt' },
          { column: 'id' },
        ])
    : [];
  const byQuestion = new Map<number, QuestionAnswer[]>();
  for (const answer of answers) {
    const list = byQuestion.get(answer.questionId) ?? [];
    if (list.length < ANSWERS_PER_QUESTION) list.push(answer);
    byQuestion.set(answer.questionId, list);
  }
  const myQuestionVotes = new Map<number, QaVoteType>();
  const myAnswerVotes = new Map<number, QaVoteType>();
  if (actor.type === 'user' && ids.length) {
    const questionVotes = await knex('questionVotes')
      .whereIn('questionId', ids)
      .where('userId', actor.user.id)
      .select<Array<{ questionId: number; voteType: QaVoteType }>>('questionId', 'voteType');
    for (const vote of questionVotes) myQuestionVotes.set(vote.questionId, vote.voteType);
    const answerIds = answers.map((answer) => answer.id);
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
    answers: byQuestion,
    myQuestionVotes,
    myAnswerVotes,
    viewerIsOwner: isCompanyOwner(actor, company),
  };
}
