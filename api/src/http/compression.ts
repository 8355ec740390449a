import { Stream } from 'node:stream';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Context } from 'koa';
import compress from 'koa-compress';
import { BoundedCache } from '../cache/boundedCache.ts';
import type { FinishingStep } from './finishAnswer.ts';

const THRESHOLD = 1024;
/** koa-compress's `next` when it is called once the route has answered. */
const answeredAlready = () => Promise.resolve();
/** Bodies up to this size are compressed in one synchronous call (well under a millisecond). */
const IN_MEMORY_MAX = 64 * 1024;
const BROTLI_QUALITY = 4;
const GZIP_LEVEL = 6;
/** What is worth compressing (koa-compress's own filter, `compressible`, agrees for these). */
const COMPRESSIBLE =
  /^(text\/|application\/(json|javascript|xml|manifest\+json|ld\+json)|image\/svg\+xml)/;

/**
 * gzip or brotli for JSON, HTML, JavaScript, CSS and SVG answers over 1 kB, as the browser
 * accepts. Brotli at quality 4: close to gzip's speed at request time with smaller output; the
 * hashed assets were compressed at quality 11 by the build and are sent as they are (an answer
 * that already has a Content-Encoding is skipped).
 *
 * Answers held in memory (every JSON answer; up to 64 kB) are compressed here in one synchronous
 * zlib call instead of koa-compress's stream pipeline, and the result is kept by ETag
 * (a `BoundedCache` of 16 MB, content-addressed, so never stale): the same answer again — the category
 * counts, a popular company page — is compressed once, not per request. Issue 12: streaming
 * brotli of the 6 kB counts answer was most of that endpoint's cost (a fifth of the process's
 * CPU, and its p99). Streamed bodies (files) and larger ones go through koa-compress as before.
 */
export function compression(): FinishingStep {
  const streaming = compress({
    threshold: THRESHOLD,
    br: { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } },
    gzip: { level: GZIP_LEVEL },
    deflate: false,
  });
  const kept: CompressedAnswers = new BoundedCache({
    capacity: 16 * 1024 * 1024,
    // Never stale (the key is the body's hash): the time limit only lets go of cold answers.
    ttlMs: 10 * 60_000,
    weigh: (answer) => answer.length,
  });
  return {
    answered(ctx) {
      // What koa-compress says of every answer: its bytes depend on the Accept-Encoding.
      ctx.vary('Accept-Encoding');
      if (compressInMemory(ctx, kept) === 'stream it') {
        // koa-compress after the fact: its `next` is the route, which has answered already.
        return streaming(ctx, answeredAlready);
      }
    },
  };
}

/** Compresses an answer held in memory; a streamed or larger one is left to koa-compress. */
/** Compressed answers by encoding and ETag, within a byte budget. */
type CompressedAnswers = BoundedCache<string, Buffer>;

function compressInMemory(ctx: Context, kept: CompressedAnswers): 'stream it' | undefined {
  let body: unknown = ctx.body;
  if (body instanceof Stream) return 'stream it';
  if (body === null || body === undefined) return;
  if (
    ctx.method === 'HEAD' ||
    ctx.status === 204 ||
    ctx.status === 304 ||
    ctx.status === 206 ||
    ctx.response.get('Content-Encoding') ||
    /\bno-transform\b/i.test(ctx.response.get('Cache-Control')) ||
    !COMPRESSIBLE.test(ctx.response.type)
  ) {
    return;
  }
  if (typeof body !== 'string' && !Buffer.isBuffer(body)) {
    // A JSON answer (an object): serialised once, here, as Koa would have.
    body = JSON.stringify(body);
    ctx.body = body;
  }
  const entity = body as string | Buffer;
  const size = Buffer.byteLength(entity);
  if (size < THRESHOLD) return;
  if (size > IN_MEMORY_MAX) return 'stream it';
  // Ours, not the client's, order among what it accepts (as koa-compress): brotli first.
  const encoding =
    ctx.acceptsEncodings('br') === 'br'
      ? 'br'
      : ctx.acceptsEncodings('gzip') === 'gzip'
        ? 'gzip'
        : undefined;
  if (!encoding) return;
  const etag = ctx.response.get('ETag');
  const key = etag ? `${encoding} ${etag}` : undefined;
  let compressed = key ? kept.get(key) : undefined;
  if (!compressed) {
    compressed =
      encoding === 'br'
        ? brotliCompressSync(entity, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
              [constants.BROTLI_PARAM_SIZE_HINT]: size,
            },
          })
        : gzipSync(entity, { level: GZIP_LEVEL });
    if (key) kept.set(key, compressed);
  }
  // Koa keeps the Content-Type already set (JSON, HTML) when the body becomes a Buffer.
  ctx.body = compressed;
  ctx.set('Content-Encoding', encoding);
}
