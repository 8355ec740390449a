import { z } from 'zod';
import { QA_STATUSES, QA_VOTE_TYPES } from '../questions.ts';
import { isoTime } from './common.ts';

/** The answers of the Q&A and FAQ calls; the PWA's types are inferred from these. */

export const AnswerItemResponse = z
  .object({
    id: z.number().int(),
    questionId: z.number().int(),
    content: z.string(),
    upvotes: z.number().int(),
    downvotes: z.number().int(),
    isAccepted: z.boolean(),
    /** Written by the company's claimed owner. */
    isOwner: z.boolean(),
    status: z.enum(QA_STATUSES),
    createdAt: isoTime,
    myVote: z.enum(QA_VOTE_TYPES).nullable(),
  })
  .meta({ id: 'AnswerItem' });
export type AnswerItem = z.output<typeof AnswerItemResponse>;

export const QuestionItemResponse = z
  .object({
    id: z.number().int(),
    companyId: z.number().int(),
    title: z.string(),
    content: z.string(),
    upvotes: z.number().int(),
    downvotes: z.number().int(),
    answerCount: z.number().int(),
    isAnswered: z.boolean(),
    status: z.enum(QA_STATUSES),
    createdAt: isoTime,
    myVote: z.enum(QA_VOTE_TYPES).nullable(),
    /** The viewer asked it, or owns the company: may accept an answer. */
    canAccept: z.boolean(),
    /** Its answers: the accepted one first, then oldest first. */
    answers: z.array(AnswerItemResponse),
  })
  .meta({ id: 'QuestionItem' });
export type QuestionItem = z.output<typeof QuestionItemResponse>;

export const AdminQuestionItemResponse = QuestionItemResponse.extend({
  company: z.object({ id: z.number().int(), name: z.string(), domain: z.string() }),
}).meta({ id: 'AdminQuestionItem' });
export type AdminQuestionItem = z.output<typeof AdminQuestionItemResponse>;

export const FaqItemResponse = z
  .object({
    id: z.number().int(),
    companyId: z.number().int(),
    question: z.string(),
    answer: z.string(),
    order: z.number().int(),
    createdAt: isoTime,
  })
  .meta({ id: 'FaqItem' });
export type FaqItem = z.output<typeof FaqItemResponse>;

export const QaVoteResultResponse = z
  .object({
    message: z.literal('Vote recorded'),
    upvotes: z.number().int(),
    downvotes: z.number().int(),
    myVote: z.enum(QA_VOTE_TYPES),
  })
  .meta({ id: 'QaVoteResult' });
export type QaVoteResult = z.output<typeof QaVoteResultResponse>;
