import type { Knex } from 'knex';

/** A node of `explain (format json)`, as far as the plan tests read it. */
export interface PlanNode {
  'Relation Name'?: string;
  'Node Type'?: string;
  'Index Cond'?: string;
  Plans?: PlanNode[];
}

/** The nodes of a plan that read `table` (its scans; a write's own node reads nothing). */
export function readsOf(node: PlanNode, table: string): PlanNode[] {
  const reads = node['Relation Name'] === table && node['Node Type'] !== 'ModifyTable';
  const own = reads ? [node] : [];
  return [...own, ...(node.Plans ?? []).flatMap((child) => readsOf(child, table))];
}

/**
 * The plan of `execute <statement>(<values>)` with the generic plan a prepared statement runs on
 * once PostgreSQL settles on one, inside `trx` (the setting ends with it). EXECUTE takes no bound
 * parameters, so knex writes the values into the text as literals.
 */
export async function genericPlan(
  trx: Knex.Transaction,
  statement: string,
  values: readonly Knex.Value[],
): Promise<PlanNode> {
  await trx.raw('set local plan_cache_mode = force_generic_plan');
  const placeholders = values.map(() => '?').join(', ');
  const execute = trx.raw(`execute ${statement}(${placeholders})`, values).toQuery();
  const explained = await trx.raw(`explain (format json) ${execute}`);
  const [{ Plan: plan }] = explained.rows[0]['QUERY PLAN'] as [{ Plan: PlanNode }];
  return plan;
}

/** `count` plain published reviews of a company, inserted in one statement. */
export async function insertPlainReviews(
  knex: Knex,
  companyId: number,
  count: number,
): Promise<void> {
  await knex.raw(
    `insert into reviews (company_id, title, content, rating)
     select ?, 'A title', 'Some content', 4 from generate_series(1, ?)`,
    [companyId, count],
  );
}
