import { toast } from '../components/toast/toastStore.ts';

/**
 * A write that is safe in the outbox but not sent yet (the spec has no text for it: it has no
 * outbox). Said once, plainly; the item itself shows "Pending" where it belongs. Online, the
 * network is not what failed (a 5xx, a hanging answer): "back online" would be untrue then.
 */
export function pendingToast(online: boolean = navigator.onLine): void {
  toast({
    title: 'Saved on this device',
    description: online
      ? 'The server could not take it just now; it will be sent automatically.'
      : 'It will be sent automatically when you are back online.',
  });
}
