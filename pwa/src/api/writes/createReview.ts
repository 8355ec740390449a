import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReviewCreateInput } from '#shared/schemas/reviews';
import type { ReviewCreated } from '#shared/types/api';
import { newIdempotencyKey } from '../idempotencyKey.ts';
import { companyUrl } from '../queries/companies.ts';
import { loadSchemas } from '../schemas.ts';
import { sendWrite } from '../sendWrite.ts';
import { refreshCompany } from './refreshCompany.ts';

/** A review, complaint or comment (the wizard and the profile dialogs). */
export function useCreateReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ domain, input }: { domain: string; input: ReviewCreateInput }) => {
      const { ReviewCreateSchema } = await loadSchemas();
      return sendWrite<ReviewCreated>({
        kind: 'review',
        method: 'POST',
        url: `${companyUrl(domain)}/reviews`,
        body: ReviewCreateSchema.parse(input),
        idempotencyKey: newIdempotencyKey(),
        context: { domain },
      });
    },
    onSuccess: (_created, { domain }) => {
      void queryClient.invalidateQueries({ queryKey: ['/api/users'] });
      void refreshCompany(queryClient, domain);
    },
  });
}
