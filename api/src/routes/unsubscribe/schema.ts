import { z } from 'zod';
import { UnsubscribeTokenSchema } from '#shared/schemas/mailOptOuts';

export const UnsubscribeRequestSchema = z.object({
  query: z.object({ token: UnsubscribeTokenSchema }),
});
