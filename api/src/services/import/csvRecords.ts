import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream';
import { parse } from 'csv-parse';
import {
  IMPORT_COLUMNS,
  type ImportColumn,
  REQUIRED_IMPORT_COLUMNS,
} from '#shared/schemas/importRow';
import { badRequest } from '../../http/errors.ts';
import { normalizeText } from './normalizeText.ts';

/** A data row: its cells by column name, and the line of the file it starts on. */
export type CsvItem =
  | { kind: 'row'; line: number; cells: Partial<Record<ImportColumn, string>> }
  | { kind: 'error'; line: number; message: string };

// No valid row comes near this (content is at most 2,000 characters); an unclosed quote would
// otherwise pull the rest of the file into one field.
const MAX_RECORD_BYTES = 1024 * 1024;

/** A parsed record (its cells) with where it starts, attached by `on_record`. */
type Parsed = string[] & {
  /** The line it starts on: where it ends, less the line breaks inside its quoted cells. */
  line: number;
  /** Rows the parser had to give up on just before this one (in file order). */
  skipped: Array<{ line: number; message: string }>;
};

/**
 * Streams a CSV file as data rows, with the line number each starts on (header = line 1,
 * quoted newlines counted). The header is matched by name, case-insensitively and in any order;
 * unknown columns are ignored; a missing required column fails the whole file (400). Memory
 * stays flat: the parser holds a record at a time and pauses while the caller awaits.
 */
export async function* csvRecords(input: Readable): AsyncGenerator<CsvItem> {
  let lastEnd = 0;
  let lastEmpty = 0;
  let skipped: Parsed['skipped'] = [];
  const parser = parse({
    relax_quotes: true,
    relax_column_count: true,
    skip_empty_lines: true,
    skip_records_with_error: true,
    max_record_size: MAX_RECORD_BYTES,
    // Called in file order, as the parser goes, so line numbers are exact (see Parsed.line).
    on_record: (record, info) => {
      const inner = record.reduce((sum, cell) => sum + countNewlines(cell), 0);
      const parsed = Object.assign(record, { line: info.lines - inner, skipped });
      skipped = [];
      lastEnd = info.lines;
      lastEmpty = info.empty_lines;
      return parsed;
    },
    on_skip: (error) => {
      const info = (error ?? {}) as { lines?: number; empty_lines?: number };
      const line = lastEnd + 1 + Math.max(0, (info.empty_lines ?? lastEmpty) - lastEmpty);
      skipped.push({ line, message: describeCsvError(error) });
      lastEnd = info.lines ?? line;
      lastEmpty = info.empty_lines ?? lastEmpty;
      return undefined;
    },
  });
  const records = pipeline(input, normalizeText(), parser, () => {
    // Errors surface through the iteration below.
  }) as AsyncIterable<Parsed>;

  let columns: Array<ImportColumn | undefined> | undefined;
  for await (const record of records) {
    for (const problem of record.skipped) yield { kind: 'error', ...problem };
    if (!columns) {
      columns = matchHeader(record);
      continue;
    }
    const cells: Partial<Record<ImportColumn, string>> = {};
    columns.forEach((column, index) => {
      if (column) cells[column] = record[index];
    });
    yield { kind: 'row', line: record.line, cells };
  }
  if (!columns) throw badRequest('The CSV file is empty: it needs a header row');
  for (const problem of skipped) yield { kind: 'error', ...problem };
}

function matchHeader(header: string[]): Array<ImportColumn | undefined> {
  const known = new Set<string>(IMPORT_COLUMNS);
  const names = header.map((cell) => cell.trim().toLowerCase());
  const seen = new Set<string>();
  for (const name of names) {
    if (known.has(name) && seen.has(name)) throw badRequest(`Column ${name} appears twice`);
    seen.add(name);
  }
  const missing = REQUIRED_IMPORT_COLUMNS.filter((column) => !seen.has(column));
  if (missing.length > 0) {
    throw badRequest(
      `Missing required column${missing.length > 1 ? 's' : ''}: ${missing.join(', ')}`,
    );
  }
  return names.map((name) => (known.has(name) ? (name as ImportColumn) : undefined));
}

function countNewlines(text: string): number {
  let count = 0;
  for (let index = text.indexOf('\n'); index !== -1; index = text.indexOf('\n', index + 1)) {
    count += 1;
  }
  return count;
}

function describeCsvError(error: (Error & { code?: string }) | undefined): string {
  switch (error?.code) {
    case 'CSV_QUOTE_NOT_CLOSED':
      return 'a quoted field is never closed (check the quotes)';
    case 'CSV_MAX_RECORD_SIZE':
      return 'the row is too long (more than 1 MB)';
    default:
      return `unreadable CSV (${error?.message ?? 'unknown error'})`;
  }
}
