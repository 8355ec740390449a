import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Keeps the layering of `api/README.md`: presenters shape answers for the output layer only,
 * the API's routes and the CLI's commands. Services, jobs and the CLI's core return their own
 * types, so they never import a presenter.
 */
const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const OUTPUT_LAYER = ['api/src/routes/', 'api/src/presenters/', 'cli/src/commands/'];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe('presenters', () => {
  it('are imported by routes and CLI commands only', () => {
    const offenders = ['api/src', 'cli/src']
      .flatMap((dir) => sourceFiles(join(ROOT, dir)))
      .map((file) => relative(ROOT, file))
      .filter((name) => !OUTPUT_LAYER.some((layer) => name.startsWith(layer)))
      .filter((name) => /from '[^']*presenters\//.test(readFileSync(join(ROOT, name), 'utf8')));
    expect(offenders).toEqual([]);
  });
});
