import { constants } from 'node:zlib';
import compress from 'koa-compress';

/**
 * gzip or brotli for JSON, HTML, JavaScript, CSS and SVG answers over 1 kB, as the browser
 * accepts (koa-compress, the koajs project's own). Brotli at quality 4: close to gzip's speed at
 * request time with smaller output; the hashed assets were compressed at quality 11 by the
 * build and are sent as they are (an answer that already has a Content-Encoding is skipped).
 */
export function compression() {
  return compress({
    threshold: 1024,
    br: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
    gzip: { level: 6 },
    deflate: false,
  });
}
