import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { OutputFile } from 'esbuild';

/**
 * Writes an esbuild result whose `entry` imports the other files: each file under a temporary
 * name renamed into place, chunks before the entry, so a process starting (or a test file
 * building) at the same time never runs a half-written bundle.
 */
export function writeBundle(files: OutputFile[], entry: string): void {
  const entryLast = [...files].sort(
    (a, b) => Number(a.path.startsWith(entry)) - Number(b.path.startsWith(entry)),
  );
  for (const file of entryLast) {
    mkdirSync(path.dirname(file.path), { recursive: true });
    const temporary = `${file.path}.${process.pid}.tmp`;
    writeFileSync(temporary, file.contents);
    renameSync(temporary, file.path);
  }
}
