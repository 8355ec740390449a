import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Keeps the data-access rule of `api/README.md`: a modelled table is written through its model
 * (whose hooks stamp `updatedAt`), and raw knex writes to it live only in a named query module.
 * A cheap text check, not a parser: it reads each source file under `services/`, `jobs/` and
 * `http/` and looks at the statement that follows `knex('table')`.
 */
const API_SRC = fileURLToPath(new URL('..', import.meta.url));
const SCANNED = ['services', 'jobs', 'http'];

/** A named query module: bulk, counter, upsert, locking or report SQL in one place. */
const isQueryModule = (file: string) => /Queries\.ts$/.test(file);

/**
 * Modules that hold raw SQL on modelled tables by design, with the reason. Each is a query
 * module in all but name; keep this list short and say why when adding to it.
 */
const ALLOWED: Record<string, string> = {
  'services/companies/counters.ts': 'the company counters, adjusted in the writing transaction',
  'jobs/lease.ts': 'claiming and heartbeats with FOR UPDATE SKIP LOCKED, conditional updates',
  'jobs/enqueue.ts': 'inserts guarded by the partial unique index on live jobs',
  'services/idempotency/idempotencyStore.ts': 'the idempotency upsert inside the write',
  'services/import/writeBatch.ts': 'the CSV import writes whole batches',
  'services/seed/seedDemoData.ts': 'demo data in bulk inserts',
  'services/housekeeping/deleteExpiredRows.ts': 'bulk deletion of expired rows',
  'services/companies/refreshTrustScores.ts': 'every trust score recomputed, in id batches',
  'services/awards/computeAwards.ts': "a quarter's awards replaced in bulk",
};

/** Where `updatedAt` may be written by hand: raw SQL runs no model hook. */
const HAND_SET_UPDATED_AT: Record<string, string> = {
  'services/account/exportAccount.ts': "copies the stored value into the user's export; no write",
};

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

function modelledTables(): Set<string> {
  const tables = new Set<string>();
  for (const file of sourceFiles(join(API_SRC, 'models'))) {
    const match = /static override tableName = '([a-z_]+)'/.exec(readFileSync(file, 'utf8'));
    if (!match?.[1]) continue;
    tables.add(match[1]);
    // The snake-case mappers also accept the camelCase spelling.
    tables.add(match[1].replace(/_([a-z])/g, (_, char: string) => char.toUpperCase()));
  }
  return tables;
}

const files = SCANNED.flatMap((dir) => sourceFiles(join(API_SRC, dir))).map((file) => ({
  name: relative(API_SRC, file),
  text: readFileSync(file, 'utf8'),
}));

describe('one data-access style', () => {
  it('writes modelled tables through their models, or in a named query module', () => {
    const tables = modelledTables();
    const offenders: string[] = [];
    for (const { name, text } of files) {
      if (isQueryModule(name) || name in ALLOWED) continue;
      for (const match of text.matchAll(/(?:knex|trx)(?:<[^>]*>)?\(\s*'([A-Za-z_]+)'\s*\)/g)) {
        const table = match[1] ?? '';
        // The statement: up to the next `;`.
        const statement = text.slice(match.index, text.indexOf(';', match.index));
        if (
          tables.has(table) &&
          /\.(insert|update|del|delete|increment|decrement)\(/.test(statement)
        ) {
          offenders.push(`${name}: ${table}`);
        }
      }
    }
    expect(offenders).toEqual([]);
  });

  it('leaves updatedAt to the model hooks outside query modules', () => {
    const offenders = files
      .filter(({ name }) => !isQueryModule(name) && !(name in ALLOWED))
      .filter(({ name }) => !(name in HAND_SET_UPDATED_AT))
      .filter(({ text }) => /\b(updatedAt|updated_at)\s*:/.test(text))
      .map(({ name }) => name);
    expect(offenders).toEqual([]);
  });

  it('lists only files that exist', () => {
    const names = new Set(files.map(({ name }) => name));
    for (const name of [...Object.keys(ALLOWED), ...Object.keys(HAND_SET_UPDATED_AT)]) {
      expect(names.has(name), name).toBe(true);
    }
  });
});
