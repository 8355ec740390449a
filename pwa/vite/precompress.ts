import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);
const COMPRESSIBLE = /\.(js|css|svg|json|txt)$/;

/**
 * Writes `.br` and `.gz` next to every hashed asset, at maximum compression, once per build.
 * The server (koa-send) answers with them when the browser accepts the encoding, so no
 * response is compressed at request time. Only `assets/`: the entry points (index.html, the
 * service worker) are served fresh and uncompressed, keeping their no-cache headers simple.
 */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'b2b-reviews:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    async closeBundle() {
      const assets = path.join(outDir, 'assets');
      const files = (await readdir(assets)).filter((name) => COMPRESSIBLE.test(name));
      await Promise.all(
        files.map(async (name) => {
          const file = path.join(assets, name);
          const content = await readFile(file);
          if (content.length < 1024) return;
          await Promise.all([
            brotli(content, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: 11,
                [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
              },
            }).then((data) => writeFile(`${file}.br`, data)),
            gz(content, { level: 9 }).then((data) => writeFile(`${file}.gz`, data)),
          ]);
        }),
      );
    },
  };
}
