import { iso } from '#shared/dates/iso';
import type { QaVoteType } from '#shared/schemas/questions';
import type {
  AdminQuestionItem,
  AnswerItem,
  FaqItem,
  QuestionItem,
} from '#shared/schemas/responses/questions';
import type { Faq } from '../models/Faq.ts';
import type { Question } from '../models/Question.ts';
import type { QuestionAnswer } from '../models/QuestionAnswer.ts';

/** An answer; its author is never shown (only whether the company's owner wrote it). */
export function presentAnswer(answer: QuestionAnswer, myVote?: QaVoteType): AnswerItem {
  return {
    id: answer.id,
    questionId: answer.questionId,
    content: answer.content,
    upvotes: answer.upvotes,
    downvotes: answer.downvotes,
    isAccepted: answer.isAccepted,
    isOwner: answer.isOwner,
    status: answer.status,
    createdAt: iso(answer.createdAt),
    myVote: myVote ?? null,
  };
}

export function presentQuestion(
  question: Question,
  extra: {
    answers: AnswerItem[];
    myVote?: QaVoteType | undefined;
    canAccept: boolean;
  },
): QuestionItem {
  return {
    id: question.id,
    companyId: question.companyId,
    title: question.title,
    content: question.content,
    upvotes: question.upvotes,
    downvotes: question.downvotes,
    answerCount: question.answerCount,
    isAnswered: question.isAnswered,
    status: question.status,
    createdAt: iso(question.createdAt),
    myVote: extra.myVote ?? null,
    canAccept: extra.canAccept,
    answers: extra.answers,
  };
}

export function presentAdminQuestion(question: Question): AdminQuestionItem {
  return {
    ...presentQuestion(question, {
      answers: (question.answers ?? []).map((answer) => presentAnswer(answer)),
      canAccept: false,
    }),
    company: {
      id: question.company?.id ?? question.companyId,
      name: question.company?.name ?? '',
      domain: question.company?.domain ?? '',
    },
  };
}

export function presentFaq(faq: Faq): FaqItem {
  return {
    id: faq.id,
    companyId: faq.companyId,
    question: faq.question,
    answer: faq.answer,
    order: faq.order,
    createdAt: iso(faq.createdAt),
  };
}
