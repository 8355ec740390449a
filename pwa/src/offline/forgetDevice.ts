import { API_READS_CACHE } from './apiReadsCache.ts';
import { forgetStoredQueries } from './persistQueryCache.ts';

/**
 * After the account is deleted, this device keeps nothing of it: the outbox (writes not yet
 * sent, which would otherwise go out anonymously), the drafts, the stored query cache and the
 * service worker's cached reads (which carry the account's own votes and "mine" marks).
 */
export async function forgetDevice(): Promise<void> {
  const { OfflineDb } = await import('./db.ts');
  const db = new OfflineDb();
  try {
    await db.transaction('rw', db.outbox, db.drafts, async () => {
      await db.outbox.clear();
      await db.drafts.clear();
    });
  } finally {
    db.close();
  }
  forgetStoredQueries();
  if ('caches' in window) await window.caches.delete(API_READS_CACHE);
}
