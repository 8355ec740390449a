/**
 * Error answers are `{ message }` JSON with a status (docs/ARCHITECTURE.md "Errors"). Services and
 * routes throw these small factories; one middleware turns them (and every other error) into
 * an answer.
 */
export interface ValidationIssue {
  path: string;
  message: string;
}

export class HttpError extends Error {
  override name = 'HttpError';
  constructor(
    readonly status: number,
    message: string,
    readonly extra: {
      issues?: ValidationIssue[];
      headers?: Record<string, string>;
      details?: Record<string, unknown>;
    } = {},
  ) {
    super(message);
  }
}

export const badRequest = (message: string, issues?: ValidationIssue[]) =>
  new HttpError(400, message, issues ? { issues } : {});
export const unauthorized = (message = 'Authentication required') => new HttpError(401, message);
export const forbidden = (message = 'You do not have permission to do this') =>
  new HttpError(403, message);
export const notFound = (message = 'Not found') => new HttpError(404, message);
export const conflict = (message: string, details?: Record<string, unknown>) =>
  new HttpError(409, message, details ? { details } : {});
export const gone = (message: string) => new HttpError(410, message);
export const payloadTooLarge = (message: string) => new HttpError(413, message);
export const unprocessable = (message: string) => new HttpError(422, message);
export const tooManyRequests = (retryAfterSeconds: number, message = 'Too many requests') =>
  new HttpError(429, message, { headers: { 'Retry-After': String(Math.ceil(retryAfterSeconds)) } });
export const serviceUnavailable = (message: string, retryAfterSeconds = 5) =>
  new HttpError(503, message, { headers: { 'Retry-After': String(Math.ceil(retryAfterSeconds)) } });
