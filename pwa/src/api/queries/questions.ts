import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { FaqItem, QuestionItem } from '#shared/schemas/responses/questions';
import { apiFetch, type CursorPage, getJson, readJson, withQuery } from '../http.ts';
import { queryKeys } from '../queryKeys.ts';

/** Questions come five at a time: each carries its answers, so a page is already long. */
const QUESTIONS_PAGE_SIZE = 5;

export interface QuestionPage extends CursorPage<QuestionItem> {
  /** How many published questions the company has (`X-Total-Count`). */
  total: number;
}

async function fetchQuestionPage(companyId: number, before: string | null): Promise<QuestionPage> {
  const url = withQuery(`/api/companies/${companyId}/questions`, {
    limit: QUESTIONS_PAGE_SIZE,
    before: before ?? undefined,
  });
  const response = await apiFetch('GET', url);
  const items = await readJson<QuestionItem[]>(response);
  return {
    items,
    nextCursor: response.headers.get('X-Next-Cursor') || null,
    total: Number(response.headers.get('X-Total-Count') ?? items.length),
  };
}

/**
 * A company's questions, newest first, a page at a time ("Show more" follows `X-Next-Cursor`).
 * The key starts with `/api/companies`, so the pages are kept on the device for offline reading
 * like the reviews.
 */
export function useCompanyQuestions(companyId: number) {
  return useInfiniteQuery({
    queryKey: queryKeys.questions(companyId),
    queryFn: ({ pageParam }) => fetchQuestionPage(companyId, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
  });
}

/** A company's FAQs in their order. */
export function useCompanyFaqs(companyId: number) {
  return useQuery({
    queryKey: queryKeys.faqs(companyId),
    queryFn: () => getJson<FaqItem[]>(`/api/companies/${companyId}/faqs`),
  });
}
