import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Koa from 'koa';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compression } from './compression.ts';
import { finishAnswer } from './finishAnswer.ts';

const LARGE = {
  items: Array.from({ length: 4000 }, (_, index) => ({ index, text: 'review text' })),
};
const STREAMED = 'a line of an export\n'.repeat(500);

describe('compression as a finishing step', () => {
  let server: Server;
  let base: string;
  beforeAll(async () => {
    const app = new Koa();
    app.use(finishAnswer([compression()]));
    app.use((ctx) => {
      if (ctx.path === '/large') ctx.body = LARGE;
      else if (ctx.path === '/small') ctx.body = { ok: true };
      else {
        ctx.type = 'text/plain';
        ctx.body = Readable.from([STREAMED]);
      }
    });
    server = createServer(app.callback());
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  /** The raw bytes (fetch would decode them). */
  const raw = (path: string, encoding: string) => {
    return new Promise<{ headers: Record<string, unknown>; body: Buffer }>((resolve, reject) => {
      request(`${base}${path}`, { headers: { 'Accept-Encoding': encoding } }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ headers: response.headers, body: Buffer.concat(chunks) }),
        );
      })
        .on('error', reject)
        .end();
    });
  };

  it('compresses a JSON answer over 64 kB through the stream pipeline', async () => {
    const answer = await raw('/large', 'br');
    expect(answer.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(answer.body).toString())).toEqual(LARGE);
  });

  it('compresses a streamed body', async () => {
    const answer = await raw('/streamed', 'gzip');
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(answer.headers.vary).toMatch(/Accept-Encoding/);
    expect(gunzipSync(answer.body).toString()).toBe(STREAMED);
  });

  it('leaves an answer under 1 kB as it is, varying on Accept-Encoding all the same', async () => {
    const answer = await raw('/small', 'br');
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.headers.vary).toMatch(/Accept-Encoding/);
    expect(JSON.parse(answer.body.toString())).toEqual({ ok: true });
  });
});
