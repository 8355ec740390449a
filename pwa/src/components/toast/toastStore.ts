import { useSyncExternalStore } from 'react';

export interface ToastInput {
  title: string;
  description?: string;
  variant?: 'default' | 'destructive';
}

export interface ToastItem extends ToastInput {
  id: number;
}

/**
 * At most one toast is visible (§9): a new toast replaces the current one. A module-level
 * store, so mutation callbacks and plain functions can toast without a React context.
 */
let current: ToastItem | null = null;
let nextId = 1;
const listeners = new Set<() => void>();

function emit() {
  for (const listener of listeners) listener();
}

export function toast(input: ToastInput): number {
  current = { ...input, id: nextId++ };
  emit();
  return current.id;
}

/** Removes the toast `id` (a newer toast that replaced it stays). */
export function dismissToast(id: number): void {
  if (current?.id !== id) return;
  current = null;
  emit();
}

/** No toast at all: what each component test starts from (the store outlives a render). */
export function clearToasts(): void {
  if (current === null) return;
  current = null;
  emit();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useCurrentToast(): ToastItem | null {
  return useSyncExternalStore(
    subscribe,
    () => current,
    () => null,
  );
}
