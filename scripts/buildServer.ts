import path from 'node:path';
import { build } from 'esbuild';
import { BUILDS, ROOT, sourceState, writeStamp } from './buildState.js';
import { copyReadFiles } from './copyReadFiles.ts';
import { writeBundle } from './writeBundle.ts';

export const SERVER_BUNDLE = path.join(ROOT, BUILDS.server.entry);

/**
 * Compiles the server (api/, shared/) into ES modules in `api/dist`, packages left external:
 * `npm start` runs plain JavaScript, with no TypeScript runner loaded at start (faster, lighter,
 * and a production install needs no devDependencies). Code splitting keeps what is loaded on
 * demand (the AI providers, the demo data generator) out of the entry file.
 */
export async function buildServer(): Promise<void> {
  const sources = await sourceState('server');
  const result = await build({
    entryPoints: { main: path.join(ROOT, 'api/src/main.ts') },
    outdir: path.dirname(SERVER_BUNDLE),
    chunkNames: 'chunks/[name]-[hash]',
    splitting: true,
    bundle: true,
    packages: 'external',
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: true,
    logLevel: 'warning',
    write: false,
    metafile: true,
  });
  copyReadFiles(result.metafile);
  writeBundle(result.outputFiles, SERVER_BUNDLE);
  await writeStamp('server', sources);
}
