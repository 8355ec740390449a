import { toast } from '../components/toast/toastStore.ts';

/**
 * A write that is safe in the outbox but not sent yet (the spec has no text for it: it has no
 * outbox). Said once, plainly; the item itself shows "Pending" where it belongs.
 */
export function pendingToast(): void {
  toast({
    title: 'Saved on this device',
    description: 'It will be sent automatically when you are back online.',
  });
}
