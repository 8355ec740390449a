import { loadOnce } from '../lib/loadOnce.ts';

/**
 * The outbox engine (Dexie and the sync runner), loaded on first use like the schemas: the
 * first write or draft, or after the first paint when the device already has an outbox
 * (`startOffline.ts`).
 */
export type OfflineEngine = typeof import('./engine.ts');

let ready: OfflineEngine | undefined;
const waiting: Array<(engine: OfflineEngine) => void> = [];

function loaded(engine: OfflineEngine): OfflineEngine {
  ready = engine;
  for (const use of waiting.splice(0)) use(engine);
  return engine;
}

export const loadOffline: () => Promise<OfflineEngine> = loadOnce(() =>
  import('./engine.ts').then(loaded),
);

/**
 * Runs `use` once the engine is loaded, by whoever loads it (a write, a draft, the start-up):
 * at once if it already is. So the engine starts (sync, other tabs, the screens' snapshot) the
 * moment anything needs it, without loading it for a visit that needs nothing.
 */
export function whenOfflineLoaded(use: (engine: OfflineEngine) => void): void {
  if (ready) use(ready);
  else waiting.push(use);
}
