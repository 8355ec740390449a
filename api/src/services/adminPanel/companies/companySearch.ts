import { ALL_SUBCATEGORIES, CATALOGUE } from '#shared/catalogue/catalogue';
import { containsPattern, prefixPattern, usesTrigrams } from '../search.ts';
import type { SqlFragment } from '../sql.ts';

/**
 * A condition on `companies` (or `alias`): the name or domain contains `q`, or — unless
 * `categories` is false — the category or subcategory name does (case-insensitive). The
 * catalogue is small and fixed, so the category part is resolved here into exact names served
 * by the btree indexes; every branch is indexed, so PostgreSQL combines them with a bitmap OR
 * instead of scanning the table.
 */
export function companyMatch(
  q: string,
  options: { alias?: string; categories?: boolean } = {},
): SqlFragment {
  const alias = options.alias ?? 'companies';
  const parts: string[] = [];
  const bindings: SqlFragment['bindings'] = [];
  if (usesTrigrams(q)) {
    parts.push(`${alias}.name ilike ?`, `${alias}.domain ilike ?`);
    bindings.push(containsPattern(q), containsPattern(q));
  } else {
    parts.push(`lower(${alias}.name) like ?`, `${alias}.domain like ?`);
    bindings.push(prefixPattern(q), prefixPattern(q));
  }
  if (options.categories !== false) {
    const needle = q.toLowerCase();
    const categories = CATALOGUE.filter((c) => c.name.toLowerCase().includes(needle));
    const subcategories = ALL_SUBCATEGORIES.filter((s) => s.name.toLowerCase().includes(needle));
    if (categories.length > 0) {
      parts.push(`${alias}.category = any(?)`);
      bindings.push(categories.map((c) => c.name));
    }
    if (subcategories.length > 0) {
      parts.push(`${alias}.subcategory = any(?)`);
      bindings.push(subcategories.map((s) => s.name));
    }
  }
  return { sql: `(${parts.join(' or ')})`, bindings };
}
