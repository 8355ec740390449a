/**
 * Background Sync's event (WICG, shipped in Chromium); TypeScript's WebWorker library lists
 * only standards, so its shape is written here.
 */
export interface SyncEvent extends ExtendableEvent {
  readonly tag: string;
  /** The browser will not retry after this attempt. */
  readonly lastChance: boolean;
}
