import type { Knex } from 'knex';
import { Company } from '../models/Company.ts';
import { Review } from '../models/Review.ts';
import { applyReviewToCounters } from '../services/companies/counters.ts';

let sequence = 0;

/** A company with a unique domain (`c{n}-{suffix}.com`). */
export async function buildCompany(
  knex: Knex,
  overrides: Partial<Pick<Company, 'name' | 'domain' | 'category' | 'subcategory'>> = {},
): Promise<Company> {
  sequence += 1;
  return Company.query(knex).insertAndFetch({
    domain: `c${sequence}-${Date.now().toString(36)}.com`,
    name: `Company ${sequence}`,
    ...overrides,
  });
}

/** A review counted into its company, as the review services do. */
export async function buildReview(
  knex: Knex,
  company: Company,
  overrides: Partial<
    Pick<
      Review,
      | 'title'
      | 'content'
      | 'rating'
      | 'type'
      | 'userId'
      | 'createdAt'
      | 'upvotes'
      | 'claps'
      | 'reviewerName'
      | 'reviewerEmail'
      | 'complaintStatus'
      | 'complaintPriority'
      | 'complaintCategory'
    >
  > = {},
): Promise<Review> {
  sequence += 1;
  const type = overrides.type ?? 'review';
  const review = await Review.query(knex).insertAndFetch({
    title: `Review ${sequence}`,
    content: 'Solid work, delivered on time.',
    rating: type === 'comment' ? null : type === 'complaint' ? 1 : 4,
    ...overrides,
    type,
    isComplaint: type === 'complaint',
    companyId: company.id,
  });
  await applyReviewToCounters(knex, review, 1);
  return review;
}
