import Dexie, { type Table } from 'dexie';
import { OFFLINE_DB_NAME } from './outboxNames.ts';
import type { Draft, OutboxItem } from './types.ts';

/**
 * The device's own store. Versioned: a later schema adds `this.version(2)` with an upgrade,
 * and items written by an older build are carried over rather than lost.
 */
export class OfflineDb extends Dexie {
  outbox!: Table<OutboxItem, number>;
  drafts!: Table<Draft, string>;

  constructor(name = OFFLINE_DB_NAME) {
    super(name);
    this.version(1).stores({
      outbox: '++seq, &id, status, dependsOn',
      drafts: '&key, updatedAt',
    });
  }
}
