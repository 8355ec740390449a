import type { Actor } from '../context.ts';
import { type Sql, sql, sqlText } from '../db/sql.ts';
import { forbidden, unauthorized } from '../http/errors.ts';
import type { SignedInUser } from './publicActions.ts';

/** What ownership is decided from: the company's claim and the account it bound. */
export interface OwnedCompany {
  isClaimed: boolean;
  ownerUserId: string | null;
}

/** The columns to select for `isCompanyOwner`. */
export const OWNERSHIP_COLUMNS = ['isClaimed', 'ownerUserId'] as const;

/**
 * The one ownership rule (issue 38), used by every action taken for "the owner": responses,
 * FAQs, accepting answers, `isOwner`, mails to the owner. The owner is the account the company's
 * claim bound (`companies.owner_user_id`), and nothing else: an email that merely matches the
 * claim's address is nobody. Only two paths bind an account (services/claims/claimOwner.ts): a
 * claim proved by a link mailed to an address at the company's domain binds the account that
 * holds that address *verified*, never the account that sent the claim; an admin's approval
 * binds the account the admin approved.
 */
export function isCompanyOwner(actor: Actor, company: OwnedCompany): boolean {
  return (
    actor.type === 'user' &&
    company.isClaimed &&
    company.ownerUserId !== null &&
    company.ownerUserId === actor.user.id
  );
}

/**
 * `isCompanyOwner` in SQL, for reads that answer it as a column of a bigger statement (no extra
 * round trip): true when the company aliased `alias` belongs to the account `userId`.
 */
export function ownedByAccountSql(alias: string, userId: string): Sql {
  const table = sqlText(alias);
  return sql`${table}.is_claimed and ${table}.owner_user_id = ${userId}`;
}

/** The account mails for the owner go to: none while the claim has bound no account. */
export function ownerAccountId(company: OwnedCompany): string | null {
  return company.isClaimed ? company.ownerUserId : null;
}

/** Asking, answering and voting on Q&A: a signed-in user. */
export function assertCanUseQa(actor: Actor): asserts actor is SignedInUser {
  if (actor.type !== 'user') throw unauthorized('Please sign in first');
}

/** Writing a company's FAQs: its owner, or staff. */
export function assertCanManageFaqs(actor: Actor, company: OwnedCompany): void {
  if (actor.type === 'admin' || isCompanyOwner(actor, company)) return;
  if (actor.type !== 'user') throw unauthorized('Please sign in first');
  throw forbidden("Only the company's owner can edit its FAQs");
}

/** Responding to a company's reviews: its owner only (staff remove responses, never write them). */
export function assertCanRespond(actor: Actor, company: OwnedCompany | undefined): void {
  if (actor.type !== 'user') throw unauthorized('Please sign in first');
  if (!company || !isCompanyOwner(actor, company)) {
    throw forbidden('Only the owner of this company profile can respond to its reviews');
  }
}
