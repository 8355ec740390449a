import { z } from 'zod';
import { idParam, paginationQuery } from '#shared/schemas/common';
import { AnswerCreateSchema, QaVoteSchema, QuestionCreateSchema } from '#shared/schemas/questions';

export const QuestionListSchema = z.object({
  params: z.object({ id: idParam }),
  query: paginationQuery(10, 50),
});

export const QuestionCreateRequestSchema = z.object({
  params: z.object({ id: idParam }),
  body: QuestionCreateSchema,
});

export const AnswerCreateRequestSchema = z.object({
  params: z.object({ id: idParam }),
  body: AnswerCreateSchema,
});

export const QaVoteRequestSchema = z.object({
  params: z.object({ id: idParam }),
  body: QaVoteSchema,
});

export const AnswerAcceptRequestSchema = z.object({ params: z.object({ id: idParam }) });
