import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { FaqCreateSchema, FaqUpdateSchema } from '#shared/schemas/questions';
import type { FaqItem } from '#shared/schemas/responses/questions';
import { newIdempotencyKey } from '../idempotencyKey.ts';
import { queryKeys } from '../queryKeys.ts';
import { loadSchemas } from '../schemas.ts';
import { sendWrite } from '../sendWrite.ts';
import type { QaPlace } from './questions.ts';

type FaqChange =
  | { action: 'create'; input: z.input<typeof FaqCreateSchema> }
  | { action: 'edit'; faqId: number; input: z.input<typeof FaqUpdateSchema> }
  | { action: 'delete'; faqId: number };

/**
 * The company owner's FAQ writes (add, edit, move, delete): through the outbox like every
 * public write, so an edit made offline is sent once when the connection is back.
 */
export function useFaqChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ place, change }: { place: QaPlace; change: FaqChange }) => {
      const context = { domain: place.domain, companyId: place.companyId };
      const idempotencyKey = newIdempotencyKey();
      if (change.action === 'delete') {
        return sendWrite<{ message: string; id: number }>({
          kind: 'faqDelete',
          method: 'DELETE',
          url: `/api/faqs/${change.faqId}`,
          idempotencyKey,
          context: { ...context, faqId: change.faqId },
        });
      }
      const { FaqCreateSchema, FaqUpdateSchema } = await loadSchemas();
      if (change.action === 'edit') {
        return sendWrite<FaqItem>({
          kind: 'faqEdit',
          method: 'PATCH',
          url: `/api/faqs/${change.faqId}`,
          body: FaqUpdateSchema.parse(change.input),
          idempotencyKey,
          context: { ...context, faqId: change.faqId },
        });
      }
      return sendWrite<FaqItem>({
        kind: 'faq',
        method: 'POST',
        url: `/api/companies/${place.companyId}/faqs`,
        body: FaqCreateSchema.parse(change.input),
        idempotencyKey,
        context,
      });
    },
    onSuccess: (_answer, { place }) =>
      queryClient.invalidateQueries({ queryKey: queryKeys.faqs(place.companyId) }),
  });
}
