import type { PushKey } from '#shared/schemas/pushSubscriptions';
import { apiFetch, HttpError, readJson } from '../../api/http.ts';
import { newIdempotencyKey } from '../../api/idempotencyKey.ts';

/** A reason push cannot be turned on, in words the person can act on. */
export class PushUnavailableError extends Error {
  override name = 'PushUnavailableError';
}

/**
 * How long the push service may take to register this browser: a browser whose push service
 * is out of reach (Chromium without Google's servers) may otherwise never answer.
 */
const SUBSCRIBE_WAIT_MS = 15_000;

/** How long to wait for the service worker (it registers after the page has loaded). */
const WORKER_WAIT_MS = 5_000;

/**
 * What this browser needs for Web Push, or undefined when it lacks any of it: the Push API, a
 * service worker registered for this site, and the server's VAPID key (404: push is off on
 * the server). Without all three there is no switch to show.
 */
export async function pushSetup(): Promise<
  { registration: ServiceWorkerRegistration; publicKey: string } | undefined
> {
  if (!('PushManager' in window) || !('serviceWorker' in navigator)) return undefined;
  const registration =
    (await navigator.serviceWorker.getRegistration()) ??
    (await Promise.race([
      navigator.serviceWorker.ready,
      new Promise<undefined>((resolve) => setTimeout(() => resolve(undefined), WORKER_WAIT_MS)),
    ]));
  if (!registration?.pushManager) return undefined;
  try {
    const { publicKey } = await readJson<PushKey>(await apiFetch('GET', '/api/push/key'));
    return { registration, publicKey };
  } catch (error) {
    if (error instanceof HttpError && error.status === 404) return undefined;
    throw error;
  }
}

/** The key as the Push API takes it: the bytes of the base64url text. */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const text = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  const bytes = new Uint8Array(new ArrayBuffer(text.length));
  for (let i = 0; i < text.length; i++) bytes[i] = text.charCodeAt(i);
  return bytes;
}

/**
 * Turns push on in this browser: asks permission, subscribes with the push service (which
 * needs the network and, in Chromium, Google's push service), then gives the server the
 * subscription. Each failure is a `PushUnavailableError` saying why; nothing is left half on
 * (a subscription the server did not take is dropped again).
 */
export async function turnPushOn(
  registration: ServiceWorkerRegistration,
  publicKey: string,
): Promise<PushSubscription> {
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') {
    throw new PushUnavailableError(
      permission === 'denied'
        ? 'Notifications are blocked for this site. Allow them in your browser’s site settings, then try again.'
        : 'Push stays off: notifications were not allowed.',
    );
  }
  let subscription: PushSubscription;
  const subscribing = registration.pushManager.subscribe({
    userVisibleOnly: true,
    applicationServerKey: keyBytes(publicKey),
  });
  try {
    subscription = await Promise.race([
      subscribing,
      new Promise<never>((_, reject) =>
        setTimeout(
          () => reject(new PushUnavailableError('no answer in 15 seconds')),
          SUBSCRIBE_WAIT_MS,
        ),
      ),
    ]);
  } catch (error) {
    // Answered after all, too late: end it, so nothing is on that the server does not know.
    void subscribing.then((late) => late.unsubscribe()).catch(() => undefined);
    const detail = error instanceof Error && error.message ? ` (${error.message})` : '';
    throw new PushUnavailableError(
      error instanceof DOMException && error.name === 'NotAllowedError'
        ? 'Notifications are blocked for this site. Allow them in your browser’s site settings, then try again.'
        : `This browser could not reach its push service, so push stays off${detail}.`,
    );
  }
  try {
    await apiFetch('POST', '/api/push/subscriptions', subscription.toJSON(), {
      'Idempotency-Key': newIdempotencyKey(),
    });
  } catch (error) {
    await subscription.unsubscribe().catch(() => undefined);
    throw new PushUnavailableError(
      error instanceof HttpError
        ? `The server did not take this browser’s subscription (${error.message}). Push stays off.`
        : 'The server could not be reached, so push stays off. Try again when you are online.',
    );
  }
  return subscription;
}

/** Turns push off in this browser: the server forgets it and the push service ends it. */
export async function turnPushOff(subscription: PushSubscription): Promise<void> {
  await apiFetch(
    'DELETE',
    '/api/push/subscriptions',
    { endpoint: subscription.endpoint },
    { 'Idempotency-Key': newIdempotencyKey() },
  );
  await subscription.unsubscribe().catch(() => undefined);
}
