import { z } from 'zod';
import {
  AdminQuestionItemResponse,
  AnswerItemResponse,
  FaqItemResponse,
  QaVoteResultResponse,
  QuestionItemResponse,
} from '#shared/schemas/responses/questions';
import { json, type OperationDescriptions, offsetList } from '../describe.ts';

const Done = z.object({ message: z.string(), id: z.number().int() });

const vote = (what: string) => ({
  tag: 'Questions and answers',
  summary: `Upvote or downvote ${what} (one vote per user; the other way switches it, the same again is 409)`,
  responses: {
    200: json(QaVoteResultResponse, 'The vote was switched'),
    201: json(QaVoteResultResponse, 'The vote was recorded'),
  },
});

const moderate = (what: string) => ({
  tag: 'Admin: questions and answers',
  summary: `Hide or show ${what}`,
  responses: { 200: json(Done, 'Saved') },
});

const remove = (what: string) => ({
  tag: 'Admin: questions and answers',
  summary: `Delete ${what}`,
  responses: { 200: json(Done, 'Deleted') },
});

/** Questions and answers on company pages, and FAQs (issue 14 item 4). */
export const questionOperations: OperationDescriptions = {
  'GET /api/companies/{id}/questions': {
    tag: 'Questions and answers',
    summary: "A company's questions, newest first, each with its answers (accepted first)",
    responses: {
      200: {
        description: 'A page; `X-Next-Cursor` (when present) is the `before` of the next page',
        schema: z.array(QuestionItemResponse),
        headers: {
          'X-Total-Count': {
            description: 'How many published questions the company has',
            schema: z.string().meta({ pattern: '^[0-9]+$' }),
          },
          'X-Next-Cursor': {
            description: 'Cursor of the next page (absent on the last page)',
            schema: z.string(),
            required: false,
          },
        },
      },
    },
  },
  'POST /api/companies/{id}/questions': {
    tag: 'Questions and answers',
    summary: 'Ask a question on a company’s page (signed in)',
    responses: { 201: json(QuestionItemResponse, 'Asked') },
  },
  'POST /api/questions/{id}/answers': {
    tag: 'Questions and answers',
    summary: 'Answer a question (signed in; the company’s claimed owner’s answer is marked)',
    responses: { 201: json(AnswerItemResponse, 'Answered') },
  },
  'POST /api/questions/{id}/vote': vote('a question'),
  'POST /api/answers/{id}/vote': vote('an answer'),
  'POST /api/answers/{id}/accept': {
    tag: 'Questions and answers',
    summary: 'Accept an answer (the person who asked, or the company’s owner)',
    responses: {
      200: json(AnswerItemResponse, 'Accepted (any other accepted answer is not any more)'),
    },
  },

  'GET /api/companies/{id}/faqs': {
    tag: 'Questions and answers',
    summary: "A company's FAQs in their order",
    responses: { 200: json(z.array(FaqItemResponse), 'The FAQs') },
  },
  'POST /api/companies/{id}/faqs': {
    tag: 'Questions and answers',
    summary: 'Add an FAQ (the company’s claimed owner, or staff)',
    responses: { 201: json(FaqItemResponse, 'Added') },
  },
  'PATCH /api/faqs/{id}': {
    tag: 'Questions and answers',
    summary: 'Edit an FAQ (the company’s claimed owner, or staff)',
    responses: { 200: json(FaqItemResponse, 'Saved') },
  },
  'DELETE /api/faqs/{id}': {
    tag: 'Questions and answers',
    summary: 'Delete an FAQ (the company’s claimed owner, or staff)',
    responses: { 200: json(Done, 'Deleted') },
  },

  'GET /api/admin/questions': {
    tag: 'Admin: questions and answers',
    summary: 'Every question (hidden ones too) with its company and answers, searched and paged',
    responses: { 200: offsetList(AdminQuestionItemResponse, 'A page of questions') },
  },
  'PATCH /api/admin/questions/{id}': moderate('a question'),
  'DELETE /api/admin/questions/{id}': remove('a question with its answers'),
  'PATCH /api/admin/answers/{id}': moderate('an answer'),
  'DELETE /api/admin/answers/{id}': remove('an answer'),
};
