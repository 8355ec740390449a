import { useMutation } from '@tanstack/react-query';

import type { ClaimCreated } from '#shared/types/api';
import { newIdempotencyKey } from '../idempotencyKey.ts';
import { companyUrl } from '../queries/companies.ts';
import { loadSchemas } from '../schemas.ts';
import { sendWrite } from '../sendWrite.ts';

/** Only the business email is sent (§2); the rest of the claim form stays in the browser. */
export function useClaimCompany() {
  return useMutation({
    mutationFn: async ({ domain, email }: { domain: string; email: string }) => {
      const { ClaimCreateSchema } = await loadSchemas();
      return sendWrite<ClaimCreated>({
        kind: 'claim',
        method: 'POST',
        url: `${companyUrl(domain)}/claim`,
        body: ClaimCreateSchema.parse({ email }),
        idempotencyKey: newIdempotencyKey(),
        context: { domain },
      });
    },
  });
}
