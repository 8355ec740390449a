import type { Knex } from 'knex';

/** A condition as SQL text with its bindings, usable on knex and Objection builders alike. */
export interface SqlFragment {
  sql: string;
  bindings: Knex.Value[];
}

interface WhereRawBuilder {
  whereRaw(sql: string, bindings: readonly Knex.Value[]): unknown;
}

/** ANDs every fragment onto `builder`. */
export function whereAll<B extends WhereRawBuilder>(builder: B, fragments: SqlFragment[]): B {
  for (const fragment of fragments) builder.whereRaw(fragment.sql, fragment.bindings);
  return builder;
}
