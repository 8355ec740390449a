import { UniqueViolationError } from 'objection';
import { describe, expect, it } from 'vitest';
import { conflict, tooManyRequests } from './errors.ts';
import { toErrorResponse } from './toErrorResponse.ts';

const pgError = (code: string) => Object.assign(new Error(`db said ${code}`), { code });

describe('toErrorResponse', () => {
  it('keeps our own errors as they are', () => {
    expect(toErrorResponse(conflict('Vote already recorded'))).toMatchObject({
      status: 409,
      body: { message: 'Vote already recorded' },
      unexpected: false,
    });
    expect(toErrorResponse(tooManyRequests(30))).toMatchObject({
      status: 429,
      headers: { 'Retry-After': '30' },
    });
  });

  it.each([
    ['23505', 409],
    ['23503', 409],
    ['23514', 400],
    ['22P02', 400],
    ['22001', 400],
    ['57P01', 503],
  ])('maps PostgreSQL error %s to %i without leaking the driver message', (code, status) => {
    const response = toErrorResponse(pgError(code));
    expect(response.status).toBe(status);
    expect(response.body.message).not.toContain('db said');
  });

  it('answers a lost database with 503 and Retry-After, without a stack', () => {
    for (const error of [
      pgError('ECONNREFUSED'),
      pgError('57P01'),
      new Error('Connection terminated unexpectedly'),
      Object.assign(new Error('Knex: Timeout acquiring a connection'), {
        name: 'KnexTimeoutError',
      }),
    ]) {
      expect(toErrorResponse(error)).toEqual({
        status: 503,
        body: { message: 'The database is unavailable, please try again shortly' },
        headers: { 'Retry-After': '5' },
        unexpected: false,
      });
    }
  });

  it('maps Objection database errors', () => {
    // Objection builds these from driver errors; its typings hide that constructor.
    const error: unknown = Object.create(UniqueViolationError.prototype);
    expect(toErrorResponse(error).status).toBe(409);
  });

  it('answers anything unknown with a 500 that says nothing of the cause', () => {
    const response = toErrorResponse(new TypeError('cannot read secret of undefined'));
    expect(response).toMatchObject({
      status: 500,
      body: { message: 'Internal server error' },
      unexpected: true,
    });
  });

  it('maps multer upload errors to client errors', () => {
    const tooBig = Object.assign(new Error('File too large'), {
      name: 'MulterError',
      code: 'LIMIT_FILE_SIZE',
    });
    const wrongField = Object.assign(new Error('Unexpected field'), {
      name: 'MulterError',
      code: 'LIMIT_UNEXPECTED_FILE',
    });
    expect(toErrorResponse(tooBig).status).toBe(413);
    expect(toErrorResponse(wrongField)).toMatchObject({
      status: 400,
      body: { message: 'Upload rejected: Unexpected field' },
    });
  });
});
