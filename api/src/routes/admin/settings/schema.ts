import { z } from 'zod';
import { SettingsSchema } from '#shared/schemas/admin';

/** The whole form, or any of its fields. */
export const SettingsUpdateRequestSchema = z.object({
  body: SettingsSchema.partial().refine((value) => Object.keys(value).length > 0, {
    error: 'Nothing to update',
  }),
});
