import { useSyncExternalStore } from 'react';

/**
 * Whether a new build's service worker is waiting. The page asks before it takes over: a
 * silent reload could lose a half-written form.
 */
let update: (() => Promise<void>) | undefined;
const listeners = new Set<() => void>();

export function setUpdateWaiting(apply: () => Promise<void>): void {
  update = apply;
  for (const listener of listeners) listener();
}

export function useUpdateWaiting(): (() => Promise<void>) | undefined {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    () => update,
    () => undefined,
  );
}
