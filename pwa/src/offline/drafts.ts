import type { OfflineDb } from './db.ts';

/** Autosaved form text, by form (`wizard:acme.com`, `dialog:acme.com`, `reply:12`). */
export function createDrafts(db: OfflineDb, now: () => number = Date.now) {
  return {
    async load(key: string): Promise<Record<string, unknown> | undefined> {
      return (await db.drafts.get(key))?.value;
    },
    async save(key: string, value: Record<string, unknown>): Promise<void> {
      await db.drafts.put({ key, value, updatedAt: now() });
    },
    async clear(key: string): Promise<void> {
      await db.drafts.delete(key);
    },
  };
}
