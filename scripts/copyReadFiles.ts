import { copyFileSync, mkdirSync, renameSync } from 'node:fs';
import path from 'node:path';
import type { Metafile } from 'esbuild';
import { ROOT } from './buildState.js';

/**
 * Files the code reads beside itself at run time (`path.join(import.meta.dirname, …)`), which
 * a bundle does not carry: each must sit beside the output file that holds its reader, or the
 * compiled server and CLI fail where the sources work (the local classifier's model did).
 */
const READ_BESIDE = [
  {
    reader: 'api/src/ai/local/learned/classifyLearned.ts',
    file: 'api/src/ai/local/learned/model.bin',
  },
];

/** Where each file goes for this build: beside every output that bundles its reader. */
export function readFileCopies(
  metafile: Metafile,
  workingDir = process.cwd(),
): Array<{ from: string; to: string }> {
  const copies: Array<{ from: string; to: string }> = [];
  for (const { reader, file } of READ_BESIDE) {
    const wanted = path.join(ROOT, reader);
    for (const [output, { inputs }] of Object.entries(metafile.outputs)) {
      if (!Object.keys(inputs).some((input) => path.resolve(workingDir, input) === wanted))
        continue;
      copies.push({
        from: path.join(ROOT, file),
        to: path.join(path.dirname(path.resolve(workingDir, output)), path.basename(file)),
      });
    }
  }
  return copies;
}

/** Copied under a temporary name and renamed, like the bundle, before the code that reads it. */
export function copyReadFiles(metafile: Metafile): void {
  for (const { from, to } of readFileCopies(metafile)) {
    mkdirSync(path.dirname(to), { recursive: true });
    const temporary = `${to}.${process.pid}.tmp`;
    copyFileSync(from, temporary);
    renameSync(temporary, to);
  }
}
