import type { Actor } from '../context.ts';
import { forbidden, unauthorized } from '../http/errors.ts';
import type { SignedInUser } from './publicActions.ts';

/** What ownership is decided from: a company's claim. */
export interface ClaimedCompany {
  isClaimed: boolean;
  claimedBy: string | null;
}

/**
 * Whether `actor` is the company's claimed owner: a signed-in user whose email is the email
 * the company's approved (or verified) claim was made with. The one place that decides it, so
 * a binding of accounts to companies (issue 13) only changes this function.
 */
export function isCompanyOwner(actor: Actor, company: ClaimedCompany): boolean {
  if (actor.type !== 'user' || !company.isClaimed || !company.claimedBy) return false;
  return actor.user.email.toLowerCase() === company.claimedBy.toLowerCase();
}

/** Asking, answering and voting on Q&A: a signed-in user. */
export function assertCanUseQa(actor: Actor): asserts actor is SignedInUser {
  if (actor.type !== 'user') throw unauthorized('Please sign in first');
}

/** Writing a company's FAQs: its claimed owner, or staff. */
export function assertCanManageFaqs(actor: Actor, company: ClaimedCompany): void {
  if (actor.type === 'admin' || isCompanyOwner(actor, company)) return;
  if (actor.type !== 'user') throw unauthorized('Please sign in first');
  throw forbidden("Only the company's owner can edit its FAQs");
}
