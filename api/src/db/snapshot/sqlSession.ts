import { Readable, type Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';
import { from as copyFrom, to as copyTo } from 'pg-copy-streams';

/**
 * One database session, whatever the engine, with just what a snapshot needs: plain queries
 * and COPY in the text format, both through public APIs (PGlite's `/dev/blob` COPY device,
 * pg-copy-streams for `pg`). The caller opens and ends the transaction around it.
 */
export interface SqlSession {
  engine: 'postgresql' | 'pglite';
  query<T>(sql: string, params?: unknown[]): Promise<T[]>;
  /** `COPY (…) TO STDOUT` as text chunks (whole lines each). */
  copyOut(table: string, columns: string[]): AsyncIterable<string>;
  /** Loads text-format COPY lines (each ending in a newline) into the table. */
  copyIn(table: string, columns: string[], lines: AsyncIterable<string>): Promise<void>;
}

export const quoteIdent = (name: string) => `"${name.replaceAll('"', '""')}"`;

const columnList = (columns: string[]) => columns.map(quoteIdent).join(', ');

export function pgSession(client: pg.Client): SqlSession {
  return {
    engine: 'postgresql',
    async query<T>(sql: string, params: unknown[] = []) {
      return (await client.query(sql, params)).rows as T[];
    },
    async *copyOut(table, columns) {
      const stream = client.query(
        copyTo(`COPY ${quoteIdent(table)} (${columnList(columns)}) TO STDOUT`),
      );
      for await (const chunk of stream) yield (chunk as Buffer).toString('utf8');
    },
    async copyIn(table, columns, lines) {
      const stream: Writable = client.query(
        copyFrom(`COPY ${quoteIdent(table)} (${columnList(columns)}) FROM STDIN`),
      );
      await pipeline(Readable.from(lines), stream);
    },
  };
}

/**
 * A session on the embedded database's one connection. The caller holds it (inside a knex
 * transaction, so nothing else the process does runs in between).
 */
export function pgliteSession(pglite: PGlite): SqlSession {
  return {
    engine: 'pglite',
    async query<T>(sql: string, params: unknown[] = []) {
      return (await pglite.query<T>(sql, params)).rows;
    },
    async *copyOut(table, columns) {
      const result = await pglite.query(
        `COPY ${quoteIdent(table)} (${columnList(columns)}) TO '/dev/blob'`,
      );
      if (result.blob) yield await result.blob.text();
    },
    async copyIn(table, columns, lines) {
      const parts: string[] = [];
      for await (const line of lines) parts.push(line);
      if (parts.length === 0) return;
      await pglite.query(
        `COPY ${quoteIdent(table)} (${columnList(columns)}) FROM '/dev/blob'`,
        [],
        {
          blob: new Blob(parts),
        },
      );
    },
  };
}
