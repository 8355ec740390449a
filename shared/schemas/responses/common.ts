import { z } from 'zod';

/**
 * Building blocks of the answer schemas. These describe what the API sends (presenters make it),
 * for the OpenAPI document and the tests that check answers against it; requests are parsed by
 * the request schemas beside them in `shared/schemas/`.
 */

/** A time on the wire: an ISO 8601 string (`toISOString()`). */
export const isoTime = z
  .string()
  .meta({ format: 'date-time', example: '2026-11-24T08:00:00.000Z' });

/** A calendar day: `YYYY-MM-DD`. */
export const isoDay = z.string().meta({ format: 'date', example: '2026-11-24' });

/** What a company's profile says about it, beyond name and domain: the public and admin views. */
export const companyDetailsFields = {
  logoUrl: z.string().nullable(),
  founded: z.number().int().nullable(),
  employeeCount: z.string().nullable(),
  industry: z.string().nullable(),
  socialLinkedin: z.string().nullable(),
  socialTwitter: z.string().nullable(),
  socialFacebook: z.string().nullable(),
  socialInstagram: z.string().nullable(),
  socialYoutube: z.string().nullable(),
  socialGithub: z.string().nullable(),
};

export const ApiErrorResponse = z
  .object({
    message: z.string(),
    issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
    requestId: z.string().optional(),
  })
  .meta({
    id: 'ApiError',
    description: 'Every error: a readable message (and the fields at fault)',
  });

export const MessageResponse = z
  .object({ message: z.string() })
  .meta({ id: 'Message', description: 'An answer that carries only a message' });
