import type { Context } from '../../context.ts';
import { runSql, sql, sqlText } from '../../db/sql.ts';
import { Company } from '../../models/Company.ts';
import { COMPANY_CARD_COLUMNS } from '../../models/tableColumns.ts';
import { findCompanyById } from './findCompany.ts';

const COMPETITORS_MAX = 5;

/**
 * Similar companies: the same subcategory (else the same category), never the company itself,
 * best trust score first, at most 5. A company with neither has none.
 *
 * The order is the stored `trust_score` (as the category pages', see listCategoryCompanies.ts),
 * so the (subcategory | category, trust_score desc, review_count desc, id) index returns the
 * first six entries and stops. Ordering by the score computed on the fly (issue 12: 267 ms p99
 * at 1M companies) read and sorted every company of the subcategory, tens of thousands.
 *
 * One statement for most companies (those with a subcategory): the company's subcategory is a
 * subquery of the list, which PostgreSQL runs once before the index scan. Only an empty answer
 * reads the company itself: an unknown id (404), a company filed under a category only (its
 * category's companies), or the only company of its subcategory.
 */
export async function findCompetitors(ctx: Context, companyId: number): Promise<Company[]> {
  const peers = await runSql(
    ctx.knex,
    sql`select ${CARD_COLUMNS} from companies
      where id <> ${companyId} and subcategory = (select subcategory from companies where id = ${companyId})
      ${ORDER_AND_LIMIT}`,
  );
  if (peers.length > 0) return peers.map((row) => Company.fromDatabaseJson(row));
  const company = await findCompanyById(ctx, companyId);
  if (company.subcategory || !company.category) return [];
  const rows = await runSql(
    ctx.knex,
    sql`select ${CARD_COLUMNS} from companies
      where id <> ${company.id} and category = ${company.category}
      ${ORDER_AND_LIMIT}`,
  );
  return rows.map((row) => Company.fromDatabaseJson(row));
}

/*
 * The order is the one of the two indexes they read. The limit is written in, not a binding:
 * with an unknown LIMIT the planner prices a generic plan of a prepared statement as if a tenth
 * of the subcategory were read (2,082 against 28 at 1M), so PostgreSQL planned the statement
 * again on every call, which cost it more than running it (0.13 ms against 0.05).
 */
const ORDER_AND_LIMIT = sqlText(
  `order by trust_score desc, review_count desc, id limit ${COMPETITORS_MAX}`,
);
const CARD_COLUMNS = sqlText(COMPANY_CARD_COLUMNS.join(', '));
