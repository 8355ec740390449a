import { z } from 'zod';
import { idParam } from '#shared/schemas/common';
import { AnswerCreateSchema, QaVoteSchema, QuestionCreateSchema } from '#shared/schemas/questions';
import { cursorParam } from '../../http/cursorParam.ts';

export const QuestionListSchema = z.object({
  params: z.object({ id: idParam }),
  query: z.object({
    limit: z.coerce
      .number({ error: 'must be a number' })
      .int({ error: 'must be a whole number' })
      .min(1, { error: 'must be at least 1' })
      .max(50, { error: 'must be at most 50' })
      .default(10),
    // "Show more" continues from the last question shown, so a question asked meanwhile
    // neither repeats nor skips one (an offset would).
    before: cursorParam.optional(),
  }),
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
