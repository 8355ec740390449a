// zod's small build: this schema also runs in the service worker (`pwa/src/sw/push.ts`), where
// the full build would add some 20 kB gzipped for one object. Same rules, same `parse` and
// `safeParse`, and the server's `web-push` sender imports it like any other schema.
import { z } from 'zod/mini';

/**
 * A Web Push message to a follower (issue 37 item 4): the server encrypts this JSON with
 * `web-push`, the service worker parses it with the same schema and shows it as a
 * notification. `url` is a path on this site (the company page, `/company/acme.com`): the
 * service worker opens it on its own origin, so a message can never send anyone elsewhere.
 * `tag` collapses repeats: a second message with the same tag replaces the first notification.
 */
export const pushMessageSchema = z.object({
  title: z.string().check(z.trim(), z.minLength(1), z.maxLength(200)),
  body: z.string().check(z.trim(), z.maxLength(1_000)),
  url: z
    .string()
    .check(
      z.maxLength(2_000),
      z.regex(/^\/(?![/\\])/, { error: 'url must be a path on this site, starting with one /' }),
    ),
  tag: z.string().check(z.trim(), z.minLength(1), z.maxLength(200)),
});

export type PushMessage = z.infer<typeof pushMessageSchema>;
