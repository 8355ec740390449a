import { createReadStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import type { IncomingMessage } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import multer from '@koa/multer';
import type { Context, Next } from 'koa';
import { isCsvFile } from '#shared/import/csvFile';
import { badRequest, payloadTooLarge } from '../../../http/errors.ts';

export const MAX_UPLOAD_BYTES = 50 * 1024 * 1024;
export const UPLOAD_DIR_PREFIX = 'review-import-';
/** Room for the multipart envelope around a file of the maximum size. */
const ENVELOPE_BYTES = 64 * 1024;
const NOT_CSV = 'Please select a CSV file';
const TOO_LARGE = 'The file is too large: 50 MB at most';

type UploadRequest = IncomingMessage & { uploadDir?: string };

const upload = multer({
  // Spooled to a temporary file, so memory stays flat whatever the size, and the import never
  // holds a database transaction open while a slow client uploads.
  storage: multer.diskStorage({
    destination: (req, _file, callback) =>
      callback(null, (req as UploadRequest).uploadDir ?? tmpdir()),
  }),
  limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 10, parts: 12 },
  fileFilter: (_req, file, callback) =>
    callback(null, isCsvFile({ type: file.mimetype, name: file.originalname })),
}).single('file');

/**
 * Receives the multipart field `file` (413 above 50 MB, 400 `Please select a CSV file` for
 * anything else), then lets the route read it as a stream from `ctx.state.upload`; the
 * temporary copy is removed afterwards whatever happened.
 */
export async function receiveCsv(ctx: Context, next: Next): Promise<void> {
  const declared = Number(ctx.get('Content-Length') || 0);
  if (declared > MAX_UPLOAD_BYTES + ENVELOPE_BYTES) throw payloadTooLarge(TOO_LARGE);
  if (!ctx.is('multipart/form-data')) throw badRequest(NOT_CSV);

  // The pid in the name lets the next start tell a crashed process's leftovers (staleUploads.ts).
  const dir = await mkdtemp(path.join(tmpdir(), `${UPLOAD_DIR_PREFIX}${process.pid}-`));
  (ctx.req as UploadRequest).uploadDir = dir;
  try {
    try {
      await upload(ctx, async () => {});
    } catch (error) {
      throw uploadError(error);
    }
    const file = ctx.file;
    if (!file) throw badRequest(NOT_CSV);
    ctx.state.upload = { open: () => createReadStream(file.path), name: file.originalname };
    await next();
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

function uploadError(error: unknown): unknown {
  const code = (error as { code?: unknown } | null)?.code;
  if (code === 'LIMIT_FILE_SIZE') return payloadTooLarge(TOO_LARGE);
  if (code === 'LIMIT_UNEXPECTED_FILE') return badRequest(`${NOT_CSV} (form field "file")`);
  return error;
}

declare module 'koa' {
  interface DefaultState {
    /** The CSV `receiveCsv` stored: a stream factory and the original file name. */
    upload?: { open: () => Readable; name: string };
  }
}
