import {
  type InfiniteData,
  type QueryClient,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  AnswerCreateSchema,
  QaVoteType,
  QuestionCreateSchema,
} from '#shared/schemas/questions';
import type { AnswerItem, QaVoteResult, QuestionItem } from '#shared/schemas/responses/questions';
import { newIdempotencyKey } from '../idempotencyKey.ts';
import { BUSINESS_KEY } from '../queries/business.ts';
import type { QuestionPage } from '../queries/questions.ts';
import { queryKeys } from '../queryKeys.ts';
import { loadSchemas } from '../schemas.ts';
import { sendWrite } from '../sendWrite.ts';

/** Where a Q&A write belongs: its company (for the cache and the outbox's list). */
export interface QaPlace {
  companyId: number;
  domain: string;
}

const context = (place: QaPlace, extra: { questionId?: number; answerId?: number } = {}) => ({
  domain: place.domain,
  companyId: place.companyId,
  ...extra,
});

function refresh(queryClient: QueryClient, companyId: number) {
  // The owner dashboard's questions too (issue 37): an owner's answer leaves "unanswered".
  void queryClient.invalidateQueries({ queryKey: [BUSINESS_KEY, companyId] });
  return queryClient.invalidateQueries({ queryKey: queryKeys.questions(companyId) });
}

export function useAskQuestion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({
      place,
      input,
    }: {
      place: QaPlace;
      input: z.input<typeof QuestionCreateSchema>;
    }) => {
      const { QuestionCreateSchema } = await loadSchemas();
      return sendWrite<QuestionItem>({
        kind: 'question',
        method: 'POST',
        url: `/api/companies/${place.companyId}/questions`,
        body: QuestionCreateSchema.parse(input),
        idempotencyKey: newIdempotencyKey(),
        context: context(place),
      });
    },
    onSuccess: (_question, { place }) => refresh(queryClient, place.companyId),
  });
}

export function useAnswerQuestion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({
      place,
      questionId,
      input,
    }: {
      place: QaPlace;
      questionId: number;
      input: z.input<typeof AnswerCreateSchema>;
    }) => {
      const { AnswerCreateSchema } = await loadSchemas();
      return sendWrite<AnswerItem>({
        kind: 'answer',
        method: 'POST',
        url: `/api/questions/${questionId}/answers`,
        body: AnswerCreateSchema.parse(input),
        idempotencyKey: newIdempotencyKey(),
        context: context(place, { questionId }),
      });
    },
    onSuccess: (_answer, { place }) => refresh(queryClient, place.companyId),
  });
}

export function useAcceptAnswer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      place,
      questionId,
      answerId,
    }: {
      place: QaPlace;
      questionId: number;
      answerId: number;
    }) =>
      sendWrite<AnswerItem>({
        kind: 'acceptAnswer',
        method: 'POST',
        url: `/api/answers/${answerId}/accept`,
        idempotencyKey: newIdempotencyKey(),
        context: context(place, { questionId, answerId }),
      }),
    onSuccess: (_answer, { place }) => refresh(queryClient, place.companyId),
  });
}

/** What a vote is on. */
export interface QaVoteTarget {
  target: 'question' | 'answer';
  id: number;
}

/** Puts the server's fresh counters on the one question or answer in the cached pages. */
function applyVote(
  queryClient: QueryClient,
  companyId: number,
  { target, id }: QaVoteTarget,
  result: QaVoteResult,
) {
  const counters = { upvotes: result.upvotes, downvotes: result.downvotes, myVote: result.myVote };
  queryClient.setQueryData<InfiniteData<QuestionPage>>(
    queryKeys.questions(companyId),
    (data) =>
      data && {
        ...data,
        pages: data.pages.map((page) => ({
          ...page,
          items: page.items.map((question) =>
            target === 'question'
              ? question.id === id
                ? { ...question, ...counters }
                : question
              : {
                  ...question,
                  answers: question.answers.map((answer) =>
                    answer.id === id ? { ...answer, ...counters } : answer,
                  ),
                },
          ),
        })),
      },
  );
}

export function useQaVote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({
      place,
      on,
      voteType,
    }: {
      place: QaPlace;
      on: QaVoteTarget;
      voteType: QaVoteType;
    }) => {
      const { QaVoteSchema } = await loadSchemas();
      return sendWrite<QaVoteResult>({
        kind: 'qaVote',
        method: 'POST',
        url: `/api/${on.target === 'question' ? 'questions' : 'answers'}/${on.id}/vote`,
        body: QaVoteSchema.parse({ voteType }),
        idempotencyKey: newIdempotencyKey(),
        context: context(
          place,
          on.target === 'question' ? { questionId: on.id } : { answerId: on.id },
        ),
      });
    },
    onSuccess: (result, { place, on }) => applyVote(queryClient, place.companyId, on, result),
  });
}
