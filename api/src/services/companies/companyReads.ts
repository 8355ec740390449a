import type { Knex } from 'knex';
import { runSql, sql, sqlText } from '../../db/sql.ts';
import { Company } from '../../models/Company.ts';
import { COMPANY_COLUMNS } from '../../models/tableColumns.ts';

/*
 * The company look-ups every company page and most company routes start with: hand-written
 * (`runSql`), their columns named.
 */

const SELECT_COMPANY = sqlText(`select ${COMPANY_COLUMNS.join(', ')} from companies`);

/** The company with this id, if any. */
export async function companyById(knex: Knex, id: number): Promise<Company | undefined> {
  return companyOf(await runSql(knex, sql`${SELECT_COMPANY} where id = ${id}`));
}

/** The company of a normalised domain, if any. */
export async function companyByDomain(knex: Knex, domain: string): Promise<Company | undefined> {
  return companyOf(await runSql(knex, sql`${SELECT_COMPANY} where domain = ${domain}`));
}

function companyOf(rows: Array<Record<string, unknown>>): Company | undefined {
  const row = rows[0];
  return row ? Company.fromDatabaseJson(row) : undefined;
}
