import { z } from 'zod';

/**
 * `GET /widget/{domain}` (the iframe page) and `GET /widget/{domain}.svg` (the badge): the
 * path's last segment, a domain with or without `.svg` (issue 37 item 3). The domain itself is
 * checked by the same rule as everywhere else (`parseDomain`: 400 `Invalid domain`).
 */
export const WidgetRequestSchema = z.object({
  params: z.object({
    file: z
      .string()
      .min(1, { error: 'Invalid domain' })
      .max(260, { error: 'Invalid domain' })
      .transform((file) =>
        file.toLowerCase().endsWith('.svg')
          ? { domain: file.slice(0, -4), format: 'svg' as const }
          : { domain: file, format: 'html' as const },
      ),
  }),
});
