/**
 * The outbox engine (Dexie and the sync runner), loaded on first use like the schemas: the
 * first write, or right after the first paint at start-up.
 */
export type OfflineEngine = typeof import('./engine.ts');

let loading: Promise<OfflineEngine> | undefined;

export function loadOffline(): Promise<OfflineEngine> {
  loading ??= import('./engine.ts').catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}
