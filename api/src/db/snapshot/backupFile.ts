import { once } from 'node:events';
import type { Readable, Writable } from 'node:stream';
import { StringDecoder } from 'node:string_decoder';
import { createGunzip, createGzip } from 'node:zlib';
import {
  SNAPSHOT_FORMAT,
  type Snapshot,
  type SnapshotHeader,
  type SnapshotSection,
} from './snapshot.ts';

/**
 * A backup file: gzip around plain text, so `zcat` shows it.
 *
 *   review-platform-backup 1            the magic line and the format version
 *   {…header…}                          JSON: schema version, tables, counts, checksums, sequences
 *   table <name>                        then that table's rows as COPY text lines
 *   \.                                  the end of the table (COPY's own end marker; a row
 *                                       can never be this line, backslashes are doubled)
 *   …
 *   end <number of tables>
 *
 * The header comes first, so a reader knows what to expect before loading a row; the last line
 * proves the file is whole.
 */
const MAGIC = 'review-platform-backup';

/** The file is not a backup, or not a whole one; the message is one line for a person. */
export class BackupFileError extends Error {
  override name = 'BackupFileError';
}

export async function writeBackup(snapshot: Snapshot, out: Writable): Promise<void> {
  const gzip = createGzip();
  const piped = gzip.pipe(out);
  const finished = once(piped, 'finish');
  const write = async (text: string) => {
    if (!gzip.write(text)) await once(gzip, 'drain');
  };
  await write(`${MAGIC} ${SNAPSHOT_FORMAT}\n${JSON.stringify(snapshot.header)}\n`);
  let tables = 0;
  for await (const section of snapshot.sections) {
    await write(`table ${section.table}\n`);
    for await (const chunk of section.lines) await write(chunk);
    await write('\\.\n');
    tables += 1;
  }
  await write(`end ${tables}\n`);
  gzip.end();
  await finished;
}

/**
 * Opens a backup file for reading: checks the magic line and reads the header, then hands out
 * the tables in order. A damaged or cut file surfaces as BackupFileError while the sections are
 * read, which the restore's transaction turns into "nothing changed".
 */
export async function readBackup(input: Readable, name: string): Promise<Snapshot> {
  const lines = readLines(input, name);
  const first = await lines.next();
  const magic = first.done ? '' : first.value;
  if (!magic.startsWith(`${MAGIC} `)) {
    throw new BackupFileError(`${name} is not a review-platform backup.`);
  }
  if (magic !== `${MAGIC} ${SNAPSHOT_FORMAT}`) {
    throw new BackupFileError(
      `${name} is a backup in format ${magic.slice(MAGIC.length + 1)}; this version reads format ${SNAPSHOT_FORMAT}.`,
    );
  }
  const headerLine = await lines.next();
  const header = parseHeader(headerLine.done ? '' : headerLine.value, name);
  async function* sections(): AsyncIterable<SnapshotSection> {
    for (const table of header.tables) {
      const next = await lines.next();
      if (next.done || next.value !== `table ${table.name}`) throw truncated(name);
      yield { table: table.name, lines: tableLines(lines, name) };
    }
    const end = await lines.next();
    if (end.done || end.value !== `end ${header.tables.length}`) throw truncated(name);
  }
  return { header, sections: sections() };
}

async function* tableLines(lines: AsyncIterator<string>, name: string): AsyncIterable<string> {
  let batch = '';
  for (;;) {
    const next = await lines.next();
    if (next.done) throw truncated(name);
    if (next.value === '\\.') break;
    batch += `${next.value}\n`;
    if (batch.length >= 64 * 1024) {
      yield batch;
      batch = '';
    }
  }
  if (batch) yield batch;
}

function parseHeader(line: string, name: string): SnapshotHeader {
  try {
    const header = JSON.parse(line) as SnapshotHeader;
    if (Array.isArray(header.tables) && Array.isArray(header.migrations)) return header;
  } catch {
    // Reported below, as for a header of the wrong shape.
  }
  throw new BackupFileError(`${name} has a damaged header: it is not a usable backup.`);
}

const truncated = (name: string) =>
  new BackupFileError(`${name} is truncated or damaged: nothing was restored.`);

/** The file's lines, ungzipped; a gzip error (a cut or foreign file) becomes BackupFileError. */
async function* readLines(input: Readable, name: string): AsyncGenerator<string> {
  const gunzip = createGunzip();
  input.on('error', (error) => gunzip.destroy(error));
  input.pipe(gunzip);
  const decoder = new StringDecoder('utf8');
  let rest = '';
  try {
    for await (const chunk of gunzip) {
      rest += decoder.write(chunk as Buffer);
      let at = rest.indexOf('\n');
      let from = 0;
      while (at !== -1) {
        yield rest.slice(from, at);
        from = at + 1;
        at = rest.indexOf('\n', from);
      }
      rest = rest.slice(from);
    }
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'Z_DATA_ERROR')
      throw new BackupFileError(`${name} is not a review-platform backup.`);
    if (code === 'Z_BUF_ERROR' || code === 'ERR_STREAM_PREMATURE_CLOSE') throw truncated(name);
    throw error;
  }
  rest += decoder.end();
  if (rest) yield rest;
}
