import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { EnvSchema } from './config.ts';

/** The variables named in the first column of the README's tables: `| `NAME` | … |`. */
function documentedVariables(): string[] {
  const readme = readFileSync(new URL('../../../README.md', import.meta.url), 'utf8');
  return [...readme.matchAll(/^\| `([A-Z][A-Z0-9_]*)` +\|/gm)].map((match) => match[1] ?? '');
}

describe('the README configuration tables', () => {
  it('list every environment variable the configuration reads, and no other', () => {
    const documented = documentedVariables();
    expect(new Set(documented).size).toBe(documented.length);
    expect([...documented].sort()).toEqual(Object.keys(EnvSchema.shape).sort());
  });
});
