import { z } from 'zod';

const base64url = (name: string, max: number) =>
  z
    .string({ error: `${name} is required` })
    .min(1, { error: `${name} is required` })
    .max(max, { error: `${name} is too long` })
    // Browsers send base64url; some older ones padded it.
    .regex(/^[A-Za-z0-9_-]+={0,2}$/, { error: `${name} must be base64url` });

/**
 * The browser's `PushSubscription.toJSON()` (Push API): where its push service takes messages
 * for it, and the keys they are encrypted to (RFC 8291). `expirationTime` is read and ignored:
 * a push service that ends a subscription answers 404/410, which removes it.
 */
export const PushSubscriptionBodySchema = z.object({
  endpoint: z
    .url({ protocol: /^https?$/, error: 'endpoint must be an https URL' })
    .max(2000, { error: 'endpoint is too long' }),
  expirationTime: z.number().nullable().optional(),
  keys: z.object(
    {
      p256dh: base64url('keys.p256dh', 200),
      auth: base64url('keys.auth', 100),
    },
    { error: 'keys (p256dh and auth) are required' },
  ),
});

export type PushSubscriptionBody = z.infer<typeof PushSubscriptionBodySchema>;

export const PushUnsubscribeBodySchema = z.object({
  endpoint: z.url({ error: 'endpoint must be a URL' }).max(2000, { error: 'endpoint is too long' }),
});

/** `GET /api/push/key`: the server's VAPID public key, the browser's `applicationServerKey`. */
export const PushKeyResponse = z.object({ publicKey: z.string() });
export type PushKey = z.infer<typeof PushKeyResponse>;

/** `GET /api/account/push-subscriptions`: the signed-in user's browsers with push on. */
export const PushSubscriptionListResponse = z.array(
  z.object({
    endpoint: z.string(),
    createdAt: z.string(),
    lastSuccessAt: z.string().nullable(),
  }),
);
export type PushSubscriptionList = z.infer<typeof PushSubscriptionListResponse>;
