import { z } from 'zod';
import { domainInput } from '#shared/schemas/common';
import { ClaimCreateSchema } from '#shared/schemas/companies';

export const ClaimCreateRequestSchema = z.object({
  params: z.object({ domain: domainInput }),
  body: ClaimCreateSchema,
});

const token = z
  .string({ error: 'Verification token is required' })
  .regex(/^[A-Za-z0-9_-]{20,100}$/, { error: 'Verification token is malformed' });

/** The link in the verification mail (`GET …?token=`). */
export const ClaimVerifyLinkSchema = z.object({ query: z.object({ token }) });

/** The same, as a JSON call. */
export const ClaimVerifySchema = z.object({ body: z.object({ token }) });
