import { OFFLINE_DB_NAME } from './outboxNames.ts';

/**
 * Whether this device has an outbox database, asked without opening it (opening creates it):
 * `true` or `false`, or `undefined` where the browser cannot tell (no `indexedDB.databases()`,
 * or it failed), so the caller keeps to what it did before it could ask.
 */
export async function offlineDatabaseExists(
  idb: IDBFactory | undefined = globalThis.indexedDB,
  name = OFFLINE_DB_NAME,
): Promise<boolean | undefined> {
  if (typeof idb?.databases !== 'function') return undefined;
  try {
    return (await idb.databases()).some((database) => database.name === name);
  } catch {
    return undefined;
  }
}
