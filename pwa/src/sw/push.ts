import { type PushMessage, pushMessageSchema } from '#shared/schemas/pushMessage';

declare const self: ServiceWorkerGlobalScope;

/** Shown when a message cannot be read: Chromium requires a notification for every push. */
const FALLBACK: PushMessage = {
  title: 'B2B Reviews',
  body: 'There is news about a company you follow.',
  url: '/',
  tag: 'b2b-reviews',
};

/** The notification's payload: the page to open when it is clicked. */
interface NotificationData {
  url: string;
}

/** A pushed message as the server sent it (`shared/schemas/pushMessage.ts`), else the fallback. */
export function readPushMessage(text: string | undefined): PushMessage {
  try {
    const parsed = pushMessageSchema.safeParse(JSON.parse(text ?? ''));
    if (parsed.success) return parsed.data;
  } catch {
    // Not JSON: the fallback below.
  }
  return FALLBACK;
}

/**
 * Web Push for followers (issue 37 item 4): a new review of a followed company arrives as a
 * pushed message, shown as a notification; a click focuses the tab already on that page or
 * opens it. The subscription, the keys and the sending are the server's.
 */
export function showPushedMessages(): void {
  self.addEventListener('push', (event) => {
    const message = readPushMessage(event.data?.text());
    const data: NotificationData = { url: message.url };
    event.waitUntil(
      self.registration.showNotification(message.title, {
        body: message.body,
        // A second message about the same company replaces the first instead of piling up.
        tag: message.tag,
        icon: '/icons/icon-192.png',
        data,
      }),
    );
  });

  self.addEventListener('notificationclick', (event) => {
    event.notification.close();
    const path = (event.notification.data as NotificationData | null)?.url ?? '/';
    // Always this site: the schema allows paths only, and the origin is the worker's own.
    const url = new URL(path, self.location.origin).href;
    event.waitUntil(focusOrOpen(url));
  });
}

/**
 * A tab already showing the page is brought forward; otherwise a new one opens. Another tab
 * of the app is never navigated away: it may hold a half-written review.
 */
async function focusOrOpen(url: string): Promise<void> {
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const open = windows.find((client) => client.url === url);
  if (open) {
    await open.focus();
    return;
  }
  await self.clients.openWindow(url);
}
