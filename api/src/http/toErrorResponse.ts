import {
  CheckViolationError,
  DataError,
  ForeignKeyViolationError,
  NotFoundError,
  NotNullViolationError,
  UniqueViolationError,
  ValidationError,
} from 'objection';
import { isConnectionError } from '../db/databaseOutage.ts';
import { HttpError, serviceUnavailable } from './errors.ts';

export interface ErrorResponse {
  status: number;
  body: { message: string; [key: string]: unknown };
  headers: Record<string, string>;
  /** True when the error is ours (a 5xx other than a deliberate 503): log it with its stack. */
  unexpected: boolean;
}

// PostgreSQL error codes (https://www.postgresql.org/docs/current/errcodes-appendix.html).
// 22021/22P05: a character the database cannot store (NUL) in text or jsonb.
const PG_BAD_INPUT = new Set([
  '22001',
  '22003',
  '22007',
  '22008',
  '22021',
  '22P02',
  '22P05',
  '23502',
  '23514',
]);
const PG_UNIQUE = '23505';
const PG_FOREIGN_KEY = '23503';
const DATABASE_UNAVAILABLE = 'The database is unavailable, please try again shortly';

/** Maps any thrown value to an answer, so no driver error ever reaches a client as a 500. */
export function toErrorResponse(error: unknown): ErrorResponse {
  const answer = (status: number, message: string, extra: Record<string, unknown> = {}) => ({
    status,
    body: { message, ...extra },
    headers: {},
    unexpected: false,
  });

  // Lost the database (refused, reset, shut down, pool timeout): a 503 the client retries.
  if (isConnectionError(error)) return toErrorResponse(serviceUnavailable(DATABASE_UNAVAILABLE));
  if (error instanceof HttpError) {
    return {
      status: error.status,
      body: {
        message: error.message,
        ...(error.extra.issues ? { issues: error.extra.issues } : {}),
        ...error.extra.details,
      },
      headers: error.extra.headers ?? {},
      unexpected: error.status >= 500 && error.status !== 503,
    };
  }
  if (error instanceof ValidationError) return answer(400, error.message);
  if (error instanceof NotFoundError) return answer(404, 'Not found');
  if (error instanceof UniqueViolationError) return answer(409, 'Already exists');
  if (error instanceof ForeignKeyViolationError) {
    return answer(409, 'A related record does not exist or is still in use');
  }
  if (
    error instanceof CheckViolationError ||
    error instanceof NotNullViolationError ||
    error instanceof DataError
  ) {
    return answer(400, 'Invalid value');
  }

  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code === 'string') {
    if (code === PG_UNIQUE) return answer(409, 'Already exists');
    if (code === PG_FOREIGN_KEY) {
      return answer(409, 'A related record does not exist or is still in use');
    }
    if (PG_BAD_INPUT.has(code)) return answer(400, 'Invalid value');
  }

  // Errors from Koa's own stack (body parser, router, multer) that carry a client status.
  const status = (error as { status?: unknown; statusCode?: unknown } | null)?.status;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    return answer(status, clientErrorMessage(error as Error & { type?: string }, status));
  }
  if (isMulterError(error)) {
    return error.code === 'LIMIT_FILE_SIZE'
      ? answer(413, 'File too large')
      : answer(400, `Upload rejected: ${error.message}`);
  }

  return { ...answer(500, 'Internal server error'), unexpected: true };
}

function clientErrorMessage(error: Error & { type?: string }, status: number): string {
  if (error instanceof SyntaxError || error.type === 'entity.parse.failed') {
    return 'Request body is not valid JSON';
  }
  if (error.type === 'entity.too.large' || status === 413) return 'Request body is too large';
  if (status === 415) return 'Unsupported content type';
  if (status === 405) return 'Method not allowed';
  return error.message || 'Bad request';
}

function isMulterError(error: unknown): error is Error & { code: string } {
  return error instanceof Error && error.name === 'MulterError';
}
