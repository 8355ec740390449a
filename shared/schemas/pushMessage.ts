import { z } from 'zod';

/**
 * What a Web Push message carries (issue 37): the server encrypts it to the browser, and the
 * service worker's `push` handler shows it as a notification whose click opens `url`. `url` is
 * a path on this site (`/company/example.com`), never another origin; `tag` groups
 * notifications so a repeat replaces the one shown instead of adding another.
 */
export const pushMessageSchema = z.object({
  title: z.string().min(1).max(200),
  body: z.string().max(500),
  url: z.string().regex(/^\/(?!\/)[^\s\\]*$/, {
    error: 'must be a path on this site, like /company/example.com',
  }),
  tag: z.string().min(1).max(100),
});

export type PushMessage = z.infer<typeof pushMessageSchema>;
