import { z } from 'zod';

/** Questions and answers on a company page, and its FAQs (issue 14 item 4). */

const QA_LIMITS = {
  titleMax: 200,
  contentMax: 2000,
  faqQuestionMax: 300,
  faqAnswerMax: 4000,
};

const text = (label: string, max: number) =>
  z
    .string({ error: `Please enter ${label}` })
    .trim()
    .min(1, { error: `Please enter ${label}` })
    .max(max, { error: `${label.replace(/^(a|an|the) /, '')} must be at most ${max} characters` });

export const QuestionCreateSchema = z.object({
  title: text('a question', QA_LIMITS.titleMax),
  content: z
    .string()
    .trim()
    .max(QA_LIMITS.contentMax, {
      error: `Details must be at most ${QA_LIMITS.contentMax} characters`,
    })
    .optional()
    .default(''),
});

export const AnswerCreateSchema = z.object({ content: text('an answer', QA_LIMITS.contentMax) });

export const QA_VOTE_TYPES = ['upvote', 'downvote'] as const;
export type QaVoteType = (typeof QA_VOTE_TYPES)[number];

export const QaVoteSchema = z.object({
  voteType: z.enum(QA_VOTE_TYPES, { error: 'voteType must be upvote or downvote' }),
});

export const FaqCreateSchema = z.object({
  question: text('a question', QA_LIMITS.faqQuestionMax),
  answer: text('an answer', QA_LIMITS.faqAnswerMax),
  order: z.number({ error: 'order must be a number' }).int().min(0).max(10_000).optional(),
});

export const FaqUpdateSchema = FaqCreateSchema.partial().refine(
  (value) => Object.keys(value).length > 0,
  { error: 'Nothing to update' },
);

export const QA_STATUSES = ['published', 'hidden'] as const;
export const QaModerationSchema = z.object({
  status: z.enum(QA_STATUSES, { error: 'status must be published or hidden' }),
});
