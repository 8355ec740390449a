import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import Koa from 'koa';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defineRequestLog, requestLogger } from './requestLogger.ts';

describe('requestLogger', () => {
  const written: Array<Record<string, unknown>> = [];
  const logger = pino(
    { level: 'info', redact: ['password', '*.password'] },
    new Writable({
      write(chunk: Buffer, _encoding, done) {
        written.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
        done();
      },
    }),
  );
  let server: Server;
  let base: string;
  beforeAll(async () => {
    const app = new Koa();
    defineRequestLog(app.context, logger);
    app.use(requestLogger(logger));
    app.use((ctx) => {
      if (ctx.path === '/warns') ctx.log.warn({ password: 'hunter2', who: 'a' }, 'route warning');
      ctx.status = ctx.path === '/fails' ? 500 : 200;
      ctx.body = { ok: true };
    });
    server = createServer(app.callback());
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const linesOf = (requestId: string) => written.filter((line) => line.requestId === requestId);

  it('writes one line per request with its id, which the answer carries', async () => {
    const response = await fetch(`${base}/plain?q=1`);
    const requestId = response.headers.get('x-request-id') ?? '';
    expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
    const lines = linesOf(requestId);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ level: 30, msg: 'request', method: 'GET', url: '/plain?q=1' });
    expect(lines[0]?.status).toBe(200);
    expect(typeof lines[0]?.ms).toBe('number');
  });

  it('keeps a well-formed incoming id and logs a server error at error level', async () => {
    const response = await fetch(`${base}/fails`, { headers: { 'X-Request-Id': 'lb-1234567890' } });
    expect(response.headers.get('x-request-id')).toBe('lb-1234567890');
    expect(linesOf('lb-1234567890')).toEqual([
      expect.objectContaining({ level: 50, msg: 'request', status: 500 }),
    ]);
  });

  it('binds a route’s own lines to the request id, redacted as every app line is', async () => {
    const response = await fetch(`${base}/warns`);
    const lines = linesOf(response.headers.get('x-request-id') ?? '');
    expect(lines.map((line) => line.msg)).toEqual(['route warning', 'request']);
    expect(lines[0]).toMatchObject({ level: 40, who: 'a', password: '[Redacted]' });
  });
});
