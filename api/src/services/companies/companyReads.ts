import type { Knex } from 'knex';
import { preparedAs } from '../../db/preparedStatement.ts';
import { Company } from '../../models/Company.ts';
import { COMPANY_COLUMNS } from '../../models/tableColumns.ts';

/*
 * The company look-ups every company page and most company routes start with, as prepared
 * statements (`prepared`): one text each, their columns named.
 */

/** The company with this id, if any. */
export async function companyById(knex: Knex, id: number): Promise<Company | undefined> {
  return await Company.query(knex)
    .select(COMPANY_COLUMNS)
    .findById(id)
    .onBuildKnex(preparedAs('company-by-id'));
}

/** The company of a normalised domain, if any. */
export async function companyByDomain(knex: Knex, domain: string): Promise<Company | undefined> {
  return await Company.query(knex)
    .select(COMPANY_COLUMNS)
    .findOne({ domain })
    .onBuildKnex(preparedAs('company-by-domain'));
}
