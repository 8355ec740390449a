import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/*
 * Dependencies are used through their public APIs only (issue 40): no `_`-prefixed member of
 * any object (the private members of pg's, knex's, objection's, koa-session's and
 * @koa/router's objects are all spelt so), and no subclass of those packages' classes but the
 * one they document for it (objection's `Model`). So `pg` and the driver stack can be upgraded
 * by a minor version with CI as the only check.
 */

const GUARDED_PACKAGES = ['pg', 'knex', 'objection', 'koa-session', '@koa/router'];
/** Classes their packages document subclassing. */
const MEANT_TO_BE_SUBCLASSED = new Set(['objection:Model']);

/** `x._member`, `x?._member`, `x['_member']`: a private member read or written. */
const PRIVATE_MEMBER = /(?:\??\.\s*_[A-Za-z]\w*)|(?:\b[\w$]+\s*\[\s*['"`]_[A-Za-z]\w*['"`]\s*\])/g;

/** What a source file breaks of the rule, one line each. */
function privateUses(source: string): string[] {
  const found: string[] = [];
  const code = withoutComments(source);
  for (const match of code.matchAll(PRIVATE_MEMBER))
    found.push(`private member ${match[0].trim()}`);
  const guarded = guardedImports(code);
  for (const match of code.matchAll(
    /\bclass\b[^{;]*?\bextends\s+([A-Za-z_$][\w$]*)(?:\.([A-Za-z_$][\w$]*))?/g,
  )) {
    const [, base = '', member] = match;
    const from = guarded.get(base);
    if (from === undefined) continue;
    const imported = member ? `${from.package}:${member}` : `${from.package}:${from.name}`;
    if (!MEANT_TO_BE_SUBCLASSED.has(imported)) found.push(`subclass of ${imported}`);
  }
  return found;
}

/** Local name → the guarded package and the name it exports, for each import of one. */
function guardedImports(code: string): Map<string, { package: string; name: string }> {
  const names = new Map<string, { package: string; name: string }>();
  const imports = /import\s+(?:type\s+)?([^'"]+?)\s+from\s+['"]([^'"]+)['"]/g;
  for (const [, clause = '', from = ''] of code.matchAll(imports)) {
    if (!GUARDED_PACKAGES.includes(from)) continue;
    const [defaultPart, namedPart] = clause.includes('{')
      ? [
          clause.slice(0, clause.indexOf('{')),
          clause.slice(clause.indexOf('{') + 1, clause.indexOf('}')),
        ]
      : [clause, ''];
    const defaultName = defaultPart
      .replace(/[,\s]|\*\s*as/g, ' ')
      .trim()
      .split(/\s+/)
      .pop();
    if (defaultName) names.set(defaultName, { package: from, name: 'default' });
    for (const part of namedPart.split(',')) {
      const [name, alias] = part
        .replace(/\btype\b/, '')
        .trim()
        .split(/\s+as\s+/);
      if (name) names.set((alias ?? name).trim(), { package: from, name: name.trim() });
    }
  }
  return names;
}

function withoutComments(source: string): string {
  return source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:])\/\/.*$/gm, '$1');
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

const ROOT = path.resolve(import.meta.dirname, '../..');
const SCANNED = ['api/src', 'api/bench', 'api/db', 'cli/src'];

describe('dependencies through their public APIs only', () => {
  it('finds no private member and no subclass of a guarded package in the code', () => {
    const offences = SCANNED.flatMap((dir) => sourceFiles(path.join(ROOT, dir)))
      .filter((file) => file !== import.meta.filename)
      .flatMap((file) =>
        privateUses(readFileSync(file, 'utf8')).map(
          (offence) => `${path.relative(ROOT, file)}: ${offence}`,
        ),
      );
    expect(offences).toEqual([]);
  });

  it('catches what the removed driver hack did', () => {
    const hack = `import pg from 'pg';
      const PgQuery = pg.Query;
      class Described extends pg.Query {
        prepare() { this._result._parsers = []; connection['_ending'] = true; }
      }
      const raw = knex.client?._formatQuery;`;
    expect(privateUses(hack)).toEqual([
      'private member ._result',
      'private member ._parsers',
      "private member connection['_ending']",
      'private member ?._formatQuery',
      'subclass of pg:Query',
    ]);
    expect(privateUses(`import Router from '@koa/router';\nclass Mine extends Router {}`)).toEqual([
      'subclass of @koa/router:default',
    ]);
    expect(
      privateUses(`import { Model as Base } from 'objection';\nclass Company extends Base {}`),
    ).toEqual([]);
    expect(privateUses(`import { Knex } from 'knex';\nclass C extends Knex.Client {}`)).toEqual([
      'subclass of knex:Client',
    ]);
  });
});
