import { useMutation } from '@tanstack/react-query';

import type { ClaimCreateInput } from '#shared/schemas/companies';
import type { ClaimCreated } from '#shared/types/api';
import { newIdempotencyKey } from '../idempotencyKey.ts';
import { companyUrl } from '../queries/companies.ts';
import { loadSchemas } from '../schemas.ts';
import { sendWrite } from '../sendWrite.ts';

/** The claim form: the business email, and the name, position and details for the admin. */
export function useClaimCompany() {
  return useMutation({
    mutationFn: async ({ domain, ...claim }: ClaimCreateInput & { domain: string }) => {
      const { ClaimCreateSchema } = await loadSchemas();
      return sendWrite<ClaimCreated>({
        kind: 'claim',
        method: 'POST',
        url: `${companyUrl(domain)}/claim`,
        body: ClaimCreateSchema.parse(claim),
        idempotencyKey: newIdempotencyKey(),
        context: { domain },
      });
    },
  });
}
