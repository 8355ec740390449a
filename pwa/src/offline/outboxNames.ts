/** The device's IndexedDB database (`db.ts`): the outbox and the drafts. */
export const OFFLINE_DB_NAME = 'b2b-reviews-offline';

/**
 * Names the page and the service worker share, so a tab's runner and the service worker's
 * `sync` event take the same Web Lock (one replay at a time across the whole origin), tell
 * the tabs on the same channel, and agree on the Background Sync tag.
 */
export const OUTBOX_LOCK = 'b2b-outbox-sync';
export const OUTBOX_CHANNEL = 'b2b-outbox';
export const OUTBOX_SYNC_TAG = 'b2b-outbox';
