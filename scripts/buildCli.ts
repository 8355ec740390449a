import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

export const CLI_BUNDLE = path.resolve(import.meta.dirname, '../cli/dist/review-admin.js');

/**
 * Bundles review-admin's own code (cli/, api/, shared/) into one ES module, leaving packages
 * external: it starts in a fraction of the time tsx needs to compile the sources. Each file is
 * written under a temporary name and renamed into place, so test files building at the same
 * time never run a half-written bundle.
 */
export async function buildCli(): Promise<void> {
  const result = await build({
    entryPoints: [path.resolve(import.meta.dirname, '../cli/src/main.ts')],
    outfile: CLI_BUNDLE,
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
  mkdirSync(path.dirname(CLI_BUNDLE), { recursive: true });
  for (const file of result.outputFiles) {
    const temporary = `${file.path}.${process.pid}.tmp`;
    writeFileSync(temporary, file.contents);
    renameSync(temporary, file.path);
  }
}
