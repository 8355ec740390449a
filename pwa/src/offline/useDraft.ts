import { useCallback, useEffect, useRef, useState } from 'react';
import { loadOffline } from './loadOffline.ts';

const SAVE_DELAY_MS = 400;

export interface DraftStore {
  load(key: string): Promise<Record<string, unknown> | undefined>;
  save(key: string, value: Record<string, unknown>): Promise<void>;
  clear(key: string): Promise<void>;
}

/**
 * A draft comes from the device's storage, perhaps written by an older build: only the fields
 * the form has, holding the type it holds, go back into it; the rest keep the form's values.
 */
function fitTo<T extends object>(saved: Record<string, unknown>, form: T): T {
  const fitted = { ...form } as Record<string, unknown>;
  for (const [field, value] of Object.entries(form)) {
    if (typeof saved[field] === typeof value) fitted[field] = saved[field];
  }
  return fitted as T;
}

const browserDrafts = async (): Promise<DraftStore> => (await loadOffline()).drafts;

/**
 * Autosaves a form's text under `key` (debounced), and brings it back (fitted to the form's
 * fields) when the form opens empty after a reload or a crash. An emptied form clears its
 * draft; call `clear` after a submit that navigates away. `key` undefined: not ready (e.g.
 * the company is not known yet).
 */
export function useDraft<T extends object>(
  key: string | undefined,
  value: T,
  options: {
    restore: (saved: T) => void;
    isEmpty: (value: T) => boolean;
    store?: () => Promise<DraftStore>;
  },
) {
  const { restore, isEmpty } = options;
  const getStore = options.store ?? browserDrafts;
  // Nothing is saved before the saved draft was read: the empty first render would erase it.
  // State, not a ref: what was typed while the store was still loading (the offline layer
  // loads on first use) is saved as soon as it is ready, not only at the next keystroke.
  const [loadedKey, setLoadedKey] = useState<string | undefined>(undefined);
  const latest = useRef({ value, restore, isEmpty });
  latest.current = { value, restore, isEmpty };
  // The save waiting for its delay, so closing the form does not lose the last keystrokes.
  const pending = useRef<{ key: string; value: T; timer: ReturnType<typeof setTimeout> }>(
    undefined,
  );

  const write = (forKey: string, snapshot: T) => {
    void getStore()
      .then((store) =>
        latest.current.isEmpty(snapshot)
          ? store.clear(forKey)
          : store.save(forKey, { ...snapshot } as Record<string, unknown>),
      )
      .catch(() => undefined);
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: reads the draft once per key.
  useEffect(() => {
    if (!key) return;
    let cancelled = false;
    void getStore()
      .then((store) => store.load(key))
      .then((saved) => {
        if (cancelled) return;
        const current = latest.current;
        if (saved && current.isEmpty(current.value)) current.restore(fitTo(saved, current.value));
        setLoadedKey(key);
      })
      .catch(() => {
        if (!cancelled) setLoadedKey(key);
      });
    return () => {
      cancelled = true;
    };
  }, [key]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: saves when the value changes.
  useEffect(() => {
    if (!key || loadedKey !== key) return;
    const timer = setTimeout(() => {
      pending.current = undefined;
      write(key, value);
    }, SAVE_DELAY_MS);
    pending.current = { key, value, timer };
    return () => clearTimeout(timer);
  }, [key, value, loadedKey]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once, when the form goes away.
  useEffect(
    () => () => {
      // Closed within the delay of the last change (Escape right after typing): saved now.
      const last = pending.current;
      if (!last) return;
      pending.current = undefined;
      clearTimeout(last.timer);
      write(last.key, last.value);
    },
    [],
  );

  return {
    clear: useCallback(async () => {
      if (!key) return;
      // A save still waiting must not bring the sent text back.
      if (pending.current) clearTimeout(pending.current.timer);
      pending.current = undefined;
      await (await getStore()).clear(key).catch(() => undefined);
    }, [key, getStore]),
  };
}
