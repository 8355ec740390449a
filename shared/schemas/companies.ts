import { z } from 'zod';
import { emailSchema, LIMITS } from './common.ts';

/** Report Issue dialog: one text field, plus the company's domain (public-site.md §7). */
export const ReportCreateSchema = z.object({
  issue: z
    .string({ error: 'Please describe the issue' })
    .trim()
    .min(1, { error: 'Please describe the issue' })
    .max(LIMITS.reportMax, { error: `Issue must be at most ${LIMITS.reportMax} characters` }),
  companyDomain: z.string().trim().max(255).optional(),
});
export type ReportCreateInput = z.infer<typeof ReportCreateSchema>;

/**
 * Claim dialog. The spec sends only the business email; the name, position and details are sent
 * too (issue 34), since the admin who decides a claim needs the proof of association they give.
 */
export const ClaimCreateSchema = z.object({
  email: emailSchema('Please enter a valid business email address'),
  fullName: z.string().trim().max(200, { error: 'Name must be at most 200 characters' }).optional(),
  position: z
    .string()
    .trim()
    .max(200, { error: 'Position must be at most 200 characters' })
    .optional(),
  additionalInfo: z
    .string()
    .trim()
    .max(2000, { error: 'Additional information must be at most 2000 characters' })
    .optional(),
});
export type ClaimCreateInput = z.infer<typeof ClaimCreateSchema>;

export const SearchQuerySchema = z.object({
  q: z.string().max(200).optional().default(''),
  limit: z.coerce
    .number({ error: 'must be a number' })
    .int({ error: 'must be a whole number' })
    .min(1, { error: 'must be at least 1' })
    .max(20, { error: 'must be at most 20' })
    .default(5),
});
