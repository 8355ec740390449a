import { statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  IMPORT_TEMPLATE_CSV,
  IMPORT_TEMPLATE_FILENAME,
} from '#api/src/services/import/importTemplate';
import { CliError } from '../errors.ts';

/**
 * Writes the import template (the same file the admin panel offers) to `target`: a file path,
 * a directory (the template's own name inside it) or, by default, the current directory. An
 * existing file is kept unless `force`, so a filled-in template is never overwritten by mistake.
 */
export function writeTemplate(target: string | undefined, options: { force?: boolean } = {}) {
  let file = path.resolve(target ?? '.');
  if (isDirectory(file)) file = path.join(file, IMPORT_TEMPLATE_FILENAME);
  try {
    writeFileSync(file, IMPORT_TEMPLATE_CSV, { flag: options.force ? 'w' : 'wx' });
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EEXIST') throw new CliError(`${file} already exists (use --force to replace it)`);
    throw new CliError(`Cannot write ${file} (${code ?? (error as Error).message})`);
  }
  return { path: file, bytes: Buffer.byteLength(IMPORT_TEMPLATE_CSV) };
}

function isDirectory(file: string): boolean {
  try {
    return statSync(file).isDirectory();
  } catch {
    return false;
  }
}
