import type { Readable } from 'node:stream';
import { parse } from 'csv-parse/sync';
import { INVITATION_LIMITS } from '#shared/schemas/invitations';
import { plural } from '#shared/text/plural';
import { badRequest, payloadTooLarge } from '../../http/errors.ts';
import type { InvitationRow } from './queueInvitations.ts';

/** 5,000 rows of an address and a name fit in well under this. */
const MAX_BYTES = 2 * 1024 * 1024;

/**
 * The rows of an invitation CSV: a header naming `email` (required) and `name` (optional), in
 * any order and case, other columns ignored; each data row with its line (header = line 1).
 * 400 for a file without the column or with more rows than one upload takes.
 */
export async function invitationCsvRows(input: Readable): Promise<InvitationRow[]> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of input) {
    size += (chunk as Buffer).length;
    if (size > MAX_BYTES) throw payloadTooLarge('The file is too large: 2 MB at most');
    chunks.push(chunk as Buffer);
  }
  const text = Buffer.concat(chunks)
    .toString('utf8')
    .replace(/^\uFEFF/, '');
  let records: Array<{ record: string[]; info: { lines: number } }>;
  try {
    // With `info`, each record comes as `{ record, info }` (csv-parse's types do not follow it).
    records = parse(text, {
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: true,
      info: true,
    }) as unknown as typeof records;
  } catch (error) {
    throw badRequest(`The CSV file cannot be read: ${(error as Error).message}`);
  }
  const [header, ...data] = records;
  if (!header) throw badRequest('The CSV file is empty: it needs a header row');
  const names = header.record.map((cell) => cell.trim().toLowerCase());
  const emailAt = names.indexOf('email');
  const nameAt = names.indexOf('name');
  if (emailAt === -1) throw badRequest('Missing required column: email');
  if (data.length === 0) throw badRequest('The CSV file has no rows under its header');
  if (data.length > INVITATION_LIMITS.csvMaxRows) {
    throw badRequest(
      `At most ${plural(INVITATION_LIMITS.csvMaxRows, 'row')} in one file (this one has ${data.length})`,
    );
  }
  return data.map(({ record, info }) => ({
    line: info.lines,
    input: { email: record[emailAt] ?? '', name: nameAt === -1 ? null : (record[nameAt] ?? null) },
  }));
}
