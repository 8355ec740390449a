import { z } from 'zod';
import { normalizeDomain } from '../domain/normalizeDomain.ts';
import { LIMITS } from './limits.ts';

export { LIMITS } from './limits.ts';

export const emailSchema = (message = 'Please enter a valid email address') =>
  z
    .string({ error: message })
    .trim()
    .toLowerCase()
    .max(LIMITS.emailMax, { error: `Email must be at most ${LIMITS.emailMax} characters` })
    .pipe(z.email({ error: message }));

/** Optional free text: trimmed, and an empty string counts as absent. */
export const optionalText = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, { error: `${label} must be at most ${max} characters` })
    .optional()
    .nullable()
    .transform((value) => (value ? value : null));

/** A positive 32-bit integer: the range of the database's integer ids. */
const positiveId = <T extends z.ZodNumber | z.ZodCoercedNumber>(number: T) =>
  number
    .int({ error: 'must be a whole number' })
    .positive({ error: 'must be a positive number' })
    .max(2_147_483_647, { error: 'is too large' });

/** A numeric id in a path (`/api/reviews/{id}`): a positive 32-bit integer. */
export const idParam = positiveId(z.coerce.number({ error: 'must be a number' }));

/** A numeric id inside a JSON body: a JSON number (not a numeric string), else as `idParam`. */
export const idValue = positiveId(z.number({ error: 'must be a number' }));

export const uuidParam = z.uuid({ error: 'must be a valid id' });

/** A domain as typed by someone, normalised (`https://www.Acme.com/x` → `acme.com`). */
export const domainInput = z
  .string({ error: 'Invalid domain' })
  .max(300, { error: 'Invalid domain' })
  .transform(normalizeDomain);

/** `?limit&offset` with a default and a cap, so no list is ever the whole table. */
export const paginationQuery = (defaultLimit: number, maxLimit: number = LIMITS.pageSizeMax) =>
  z.object({
    limit: z.coerce
      .number({ error: 'must be a number' })
      .int({ error: 'must be a whole number' })
      .min(1, { error: 'must be at least 1' })
      .max(maxLimit, { error: `must be at most ${maxLimit}` })
      .default(defaultLimit),
    offset: z.coerce
      .number({ error: 'must be a number' })
      .int({ error: 'must be a whole number' })
      .min(0, { error: 'must be at least 0' })
      .max(10_000_000, { error: 'is too large' })
      .default(0),
  });
