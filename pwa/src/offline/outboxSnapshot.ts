import { useSyncExternalStore } from 'react';
import type { OutboxItem } from './types.ts';

/**
 * The outbox as the screens see it: a plain snapshot kept in the first bundle, filled by the
 * lazily loaded engine. Screens draw pending items from it without loading IndexedDB code.
 */
let items: readonly OutboxItem[] = [];
const listeners = new Set<() => void>();

export function setOutboxItems(next: readonly OutboxItem[]): void {
  items = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function useOutboxItems(): readonly OutboxItem[] {
  return useSyncExternalStore(
    subscribe,
    () => items,
    () => items,
  );
}
