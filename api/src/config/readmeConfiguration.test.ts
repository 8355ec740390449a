import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { EnvSchema } from './config.ts';

/**
 * The variables named in the first column of the README's configuration tables: the tables
 * headed `| Variable | Default | Meaning |` (other tables, such as the benchmark's, are not
 * the server's configuration).
 */
function documentedVariables(): string[] {
  const readme = readFileSync(new URL('../../../README.md', import.meta.url), 'utf8');
  const names: string[] = [];
  let inConfigTable = false;
  for (const line of readme.split('\n')) {
    if (!line.startsWith('|')) {
      inConfigTable = false;
      continue;
    }
    if (/^\| Variable +\| Default +\|/.test(line)) inConfigTable = true;
    const name = /^\| `([A-Z][A-Z0-9_]*)` +\|/.exec(line)?.[1];
    if (inConfigTable && name) names.push(name);
  }
  return names;
}

describe('the README configuration tables', () => {
  it('list every environment variable the configuration reads, once, and no other', () => {
    const documented = documentedVariables();
    expect(documented.filter((name, i) => documented.indexOf(name) !== i)).toEqual([]);
    expect([...documented].sort()).toEqual(Object.keys(EnvSchema.shape).sort());
  });
});
