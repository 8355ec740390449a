import type { Knex } from 'knex';
import { runStatement } from '../../db/preparedStatement.ts';
import { Company } from '../../models/Company.ts';
import { COMPANY_COLUMNS } from '../../models/tableColumns.ts';

/*
 * The company look-ups every company page and most company routes start with: hand-written
 * prepared statements (`runStatement`), one text each, their columns named.
 */

const SELECT_COMPANY = `select ${COMPANY_COLUMNS.join(', ')} from companies`;
const BY_ID = `${SELECT_COMPANY} where id = ?`;
const BY_DOMAIN = `${SELECT_COMPANY} where domain = ?`;

/** The company with this id, if any. */
export async function companyById(knex: Knex, id: number): Promise<Company | undefined> {
  return companyOf(await runStatement(knex, 'company-by-id', BY_ID, [id]));
}

/** The company of a normalised domain, if any. */
export async function companyByDomain(knex: Knex, domain: string): Promise<Company | undefined> {
  return companyOf(await runStatement(knex, 'company-by-domain', BY_DOMAIN, [domain]));
}

function companyOf(rows: Array<Record<string, unknown>>): Company | undefined {
  const row = rows[0];
  return row ? Company.fromDatabaseJson(row) : undefined;
}
