import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

export const CLI_BUNDLE = path.resolve(import.meta.dirname, '../cli/dist/review-admin.js');

/**
 * Bundles review-admin's own code (cli/, api/, shared/) into ES modules, leaving packages
 * external: it starts in a fraction of the time tsx needs to compile the sources. Code
 * splitting keeps what is loaded on demand (the Ink views, the seed generators) out of the
 * entry file, so a piped run or a large import never loads ink, react or faker (~70 MB). Each
 * file is written under a temporary name and renamed into place, chunks before the entry that
 * imports them, so test files building at the same time never run a half-written bundle.
 */
export async function buildCli(): Promise<void> {
  const result = await build({
    entryPoints: { 'review-admin': path.resolve(import.meta.dirname, '../cli/src/main.ts') },
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
  });
  const entryLast = [...result.outputFiles].sort(
    (a, b) => Number(a.path.startsWith(CLI_BUNDLE)) - Number(b.path.startsWith(CLI_BUNDLE)),
  );
  for (const file of entryLast) {
    mkdirSync(path.dirname(file.path), { recursive: true });
    const temporary = `${file.path}.${process.pid}.tmp`;
    writeFileSync(temporary, file.contents);
    renameSync(temporary, file.path);
  }
}
