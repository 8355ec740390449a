import { useSyncExternalStore } from 'react';
import type { OutboxItem } from './types.ts';

/**
 * The outbox as the screens see it: a plain snapshot kept in the first bundle, filled by the
 * lazily loaded engine. Screens draw pending items from it without loading IndexedDB code.
 */
let items: readonly OutboxItem[] = [];
const listeners = new Set<() => void>();

export function setOutboxItems(next: readonly OutboxItem[]): void {
  // The engine's first reading of an empty outbox (every visit without pending writes) changes
  // nothing: a new empty array would make every subscriber render again, and a store update is
  // never time-sliced (on a company page, every review card's vote buttons in one long task).
  if (next.length === 0 && items.length === 0) return;
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
