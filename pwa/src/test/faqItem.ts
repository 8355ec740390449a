import type { FaqItem } from '#shared/schemas/responses/questions';

/** An FAQ of company 7 as the API answers it, for the FAQ editors' tests. */
export function faqItem(id: number, question: string, order: number): FaqItem {
  return {
    id,
    companyId: 7,
    question,
    answer: `About ${question}`,
    order,
    createdAt: '2026-11-01T00:00:00.000Z',
  };
}
