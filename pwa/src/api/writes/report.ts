import { useMutation } from '@tanstack/react-query';

import type { ReportCreated } from '#shared/types/api';
import { newIdempotencyKey } from '../idempotencyKey.ts';
import { loadSchemas } from '../schemas.ts';
import { sendWrite } from '../sendWrite.ts';

export function useReportCompany() {
  return useMutation({
    mutationFn: async ({
      companyId,
      ...input
    }: {
      companyId: number;
      issue: string;
      companyDomain: string;
    }) => {
      const { ReportCreateSchema } = await loadSchemas();
      return sendWrite<ReportCreated>({
        kind: 'report',
        method: 'POST',
        url: `/api/companies/${companyId}/report`,
        body: ReportCreateSchema.parse(input),
        idempotencyKey: newIdempotencyKey(),
        context: { domain: input.companyDomain },
      });
    },
  });
}
