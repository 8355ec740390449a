import type { Database } from '../../../api/src/db/openDatabase.ts';
import { Company } from '../../../api/src/models/Company.ts';
import { Review } from '../../../api/src/models/Review.ts';
import { recomputeCompanyCounters } from '../../../api/src/services/companies/counters.ts';

/** A company straight into the test database (what an import or the enrichment would make). */
export function seedCompany(
  db: Database,
  values: Partial<Company> & { domain: string; name: string },
) {
  return Company.query(db.knex).insertAndFetch(values);
}

/** Items straight into the database, with the company's counters brought up to date. */
export async function seedReviews(
  db: Database,
  items: Array<Partial<Review> & { companyId: number; title: string; content: string }>,
) {
  const rows = await Review.query(db.knex).insertAndFetch(
    items.map((item) => ({ type: 'review' as const, rating: 5, source: 'seed' as const, ...item })),
  );
  await recomputeCompanyCounters(db.knex, [...new Set(items.map((item) => item.companyId))]);
  return rows;
}
