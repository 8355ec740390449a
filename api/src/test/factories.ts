import type { Knex } from 'knex';
import { AdminUser } from '../models/AdminUser.ts';
import { Company } from '../models/Company.ts';
import { Review } from '../models/Review.ts';
import { User } from '../models/User.ts';
import { applyReviewToCounters, DELTA_COLUMNS } from '../services/companies/counters.ts';
import { hashPassword } from '../services/passwords/passwords.ts';

/** The password of every account the factories make, user or admin. */
export const TEST_PASSWORD = 'correct-horse';

// argon2 is slow on purpose; one hash serves every account the tests make.
let passwordHash: Promise<string> | undefined;
const testHash = () => {
  passwordHash ??= hashPassword(TEST_PASSWORD);
  return passwordHash;
};

let sequence = 0;
/** A suffix no other row of this run has (time-based, so parallel test files differ too). */
const unique = () => `${Date.now().toString(36)}${(sequence++).toString(36)}`;

/** A company with a unique domain (`overrides` win). */
export async function buildCompany(knex: Knex, overrides: Partial<Company> = {}): Promise<Company> {
  const id = unique();
  return Company.query(knex).insertAndFetch({
    domain: `company-${id}.com`,
    name: `Company ${id}`,
    ...overrides,
  });
}

/**
 * A public user whose password is `TEST_PASSWORD`, with a verified email unless `overrides` say
 * otherwise (with "Require email verification" on, an unverified account's reviews are held).
 */
export async function buildUser(knex: Knex, overrides: Partial<User> = {}): Promise<User> {
  return User.query(knex).insertAndFetch({
    email: `user-${unique()}@example.com`,
    password: await testHash(),
    isEmailVerified: true,
    ...overrides,
  });
}

/** An active admin account (role `admin` unless said otherwise) whose password is `TEST_PASSWORD`. */
export async function buildAdmin(
  knex: Knex,
  overrides: Partial<
    Pick<AdminUser, 'email' | 'role' | 'isActive' | 'firstName' | 'lastName'>
  > = {},
): Promise<AdminUser> {
  const id = unique();
  return AdminUser.query(knex).insertAndFetch({
    email: `admin-${id}@example.com`,
    firstName: 'Ada',
    lastName: `Admin ${id}`,
    role: 'admin',
    isActive: true,
    ...overrides,
    password: await testHash(),
  });
}

/** A review on `company`, counted in its counters as the review services would. */
export async function buildReview(
  knex: Knex,
  company: Pick<Company, 'id'>,
  overrides: Partial<Review> = {},
): Promise<Review> {
  const type = overrides.type ?? 'review';
  const review = await Review.query(knex).insertAndFetch({
    companyId: company.id,
    title: 'A title',
    content: 'Some content',
    type,
    isComplaint: type === 'complaint',
    rating: type === 'comment' ? null : type === 'complaint' ? 1 : 4,
    ...overrides,
  });
  await applyReviewToCounters(knex, review, 1);
  return review;
}

/**
 * A pending counter delta of a company, as an import's batch writes it
 * (`company_counter_deltas`): zero everywhere `counts` says nothing (snake_case columns).
 */
export async function buildCounterDelta(
  knex: Knex,
  companyId: number,
  counts: Partial<Record<(typeof DELTA_COLUMNS)[number], number>>,
): Promise<void> {
  const zeros = Object.fromEntries(DELTA_COLUMNS.map((column) => [column, 0]));
  await knex('company_counter_deltas').insert({ company_id: companyId, ...zeros, ...counts });
}
