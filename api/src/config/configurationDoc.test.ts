import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { EnvSchema } from './config.ts';

const CONFIGURATION_DOC = new URL('../../../docs/configuration.md', import.meta.url);
const README = new URL('../../../README.md', import.meta.url);

/**
 * The variables named in the first column of a Markdown file's tables whose header starts with
 * `| Variable |` and names a `Default` or a `Meaning` column (other tables, such as the
 * benchmark's, are not the server's configuration).
 */
function documentedVariables(file: URL): string[] {
  const names: string[] = [];
  let inConfigTable = false;
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    if (!line.startsWith('|')) {
      inConfigTable = false;
      continue;
    }
    if (/^\| Variable +\| (Default|Meaning) +\|/.test(line)) inConfigTable = true;
    const name = /^\| `([A-Z][A-Z0-9_]*)` +\|/.exec(line)?.[1];
    if (inConfigTable && name) names.push(name);
  }
  return names;
}

describe('the configuration documentation', () => {
  it('docs/configuration.md lists every environment variable the configuration reads, once, and no other', () => {
    const documented = documentedVariables(CONFIGURATION_DOC);
    expect(documented.filter((name, i) => documented.indexOf(name) !== i)).toEqual([]);
    expect([...documented].sort()).toEqual(Object.keys(EnvSchema.shape).sort());
  });

  it('the README names only variables the configuration reads, and has a table of them', () => {
    const documented = documentedVariables(README);
    expect(documented.length).toBeGreaterThan(0);
    const known = Object.keys(EnvSchema.shape);
    expect(documented.filter((name) => !known.includes(name))).toEqual([]);
  });
});
