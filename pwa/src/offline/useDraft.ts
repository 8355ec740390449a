import { useCallback, useEffect, useRef } from 'react';
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
  const loadedKey = useRef<string | undefined>(undefined);
  const latest = useRef({ value, restore, isEmpty });
  latest.current = { value, restore, isEmpty };

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
        loadedKey.current = key;
      })
      .catch(() => {
        if (!cancelled) loadedKey.current = key;
      });
    return () => {
      cancelled = true;
    };
  }, [key]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: saves when the value changes.
  useEffect(() => {
    if (!key || loadedKey.current !== key) return;
    const timer = setTimeout(() => {
      void getStore()
        .then((store) =>
          isEmpty(value)
            ? store.clear(key)
            : store.save(key, { ...value } as Record<string, unknown>),
        )
        .catch(() => undefined);
    }, SAVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [key, value]);

  return {
    clear: useCallback(async () => {
      if (!key) return;
      await (await getStore()).clear(key).catch(() => undefined);
    }, [key, getStore]),
  };
}
