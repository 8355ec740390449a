import type { Agent } from 'undici';
import type { PushMessage } from '#shared/schemas/pushMessage';
import { createSafeLookup } from '../../ai/homepage/safeLookup.ts';
import type { WebPushConfig } from '../../config/vapidKeys.ts';
import { countPushFailure } from '../../metrics/processMetrics.ts';
import { checkPushEndpoint } from './pushEndpoint.ts';

export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/**
 * `sent`: the push service took it (201). `gone`: 404 or 410, the subscription is over (the
 * browser unsubscribed or its push service expired it; RFC 8030 section 7.3): delete it.
 * `failed`: anything else (5xx, 429, no answer), worth another try later.
 */
export type PushOutcome =
  | { status: 'sent' }
  | { status: 'gone'; httpStatus: number }
  | { status: 'failed'; reason: string };

/** A day: a review a day old is still news; a browser offline for longer gets nothing. */
const TTL_SECONDS = 24 * 60 * 60;
const TIMEOUT_MS = 10_000;

const agents = new Map<boolean, Agent>();
/** One connection pool per process (push services are few), with every address checked. */
async function agentFor(allowPrivate: boolean): Promise<Agent> {
  let agent = agents.get(allowPrivate);
  if (!agent) {
    const { Agent } = await import('undici');
    agent = new Agent({
      connect: { lookup: createSafeLookup({ allowPrivate }), timeout: TIMEOUT_MS },
      headersTimeout: TIMEOUT_MS,
      bodyTimeout: TIMEOUT_MS,
    });
    agents.set(allowPrivate, agent);
  }
  return agent;
}

/**
 * Sends one Web Push message (RFC 8030), its payload encrypted to the browser's keys
 * (RFC 8291, `aes128gcm`) and signed with the server's VAPID key (RFC 8292). The `web-push`
 * package builds the request (the encryption and the JWT are where hand-written code goes
 * wrong); it is sent here with undici rather than the package's own `https.request`, so the
 * resolved address is checked like every fetch of a user-given URL and a deadline applies.
 */
export async function sendPush(
  config: { webPush: WebPushConfig; allowPrivate: boolean },
  target: PushTarget,
  message: PushMessage,
): Promise<PushOutcome> {
  const refused = checkPushEndpoint(target.endpoint, config.allowPrivate);
  if (refused) return { status: 'gone', httpStatus: 0 };
  // Both loaded by the first push, not with the server (a restart's time).
  const [{ request }, { default: webpush }] = await Promise.all([
    import('undici'),
    import('web-push'),
  ]);
  const details = webpush.generateRequestDetails(
    { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
    JSON.stringify(message),
    {
      vapidDetails: config.webPush,
      TTL: TTL_SECONDS,
      contentEncoding: 'aes128gcm',
      urgency: 'normal',
      // RFC 8030 section 5.4: a newer message with the same topic replaces one not yet delivered.
      topic: message.tag.replace(/[^A-Za-z0-9_-]/g, '').slice(0, 32),
    },
  );
  try {
    const response = await request(details.endpoint, {
      method: 'POST',
      headers: details.headers as Record<string, string>,
      body: details.body ?? undefined,
      dispatcher: await agentFor(config.allowPrivate),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    await response.body.dump();
    if (response.statusCode >= 200 && response.statusCode < 300) return { status: 'sent' };
    if (response.statusCode === 404 || response.statusCode === 410) {
      return { status: 'gone', httpStatus: response.statusCode };
    }
    countPushFailure('status');
    return { status: 'failed', reason: `HTTP ${response.statusCode}` };
  } catch (error) {
    countPushFailure('network');
    return { status: 'failed', reason: error instanceof Error ? error.message : String(error) };
  }
}
