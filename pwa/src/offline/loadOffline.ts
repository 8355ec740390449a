import { loadOnce } from '../lib/loadOnce.ts';

/**
 * The outbox engine (Dexie and the sync runner), loaded on first use like the schemas: the
 * first write, or right after the first paint at start-up.
 */
export type OfflineEngine = typeof import('./engine.ts');

export const loadOffline: () => Promise<OfflineEngine> = loadOnce(() => import('./engine.ts'));
