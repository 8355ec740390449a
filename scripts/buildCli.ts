import path from 'node:path';
import { build } from 'esbuild';
import { BUILDS, ROOT, sourceState, writeStamp } from './buildState.js';
import { copyReadFiles } from './copyReadFiles.ts';
import { writeBundle } from './writeBundle.ts';

export const CLI_BUNDLE = path.join(ROOT, BUILDS.cli.entry);

/**
 * Bundles review-admin's own code (cli/, api/, shared/) into ES modules, leaving packages
 * external: it starts in a fraction of the time tsx needs to compile the sources, and JSX is
 * compiled here (automatic runtime), not by whatever tsconfig the current directory has. Code
 * splitting keeps what is loaded on demand (the Ink views, the seed generators) out of the
 * entry file, so a piped run or a large import never loads ink, react or faker (~70 MB).
 */
export async function buildCli(): Promise<void> {
  const sources = await sourceState('cli');
  const result = await build({
    entryPoints: { 'review-admin': path.join(ROOT, 'cli/src/main.ts') },
    outdir: path.dirname(CLI_BUNDLE),
    chunkNames: 'chunks/[name]-[hash]',
    splitting: true,
    bundle: true,
    packages: 'external',
    platform: 'node',
    format: 'esm',
    target: 'node20',
    jsx: 'automatic',
    sourcemap: true,
    logLevel: 'warning',
    write: false,
    metafile: true,
  });
  copyReadFiles(result.metafile);
  writeBundle(result.outputFiles, CLI_BUNDLE);
  await writeStamp('cli', sources);
}
