import type { Actor } from '../context.ts';
import { forbidden, unauthorized } from '../http/errors.ts';
import { isCompanyOwner, type OwnedCompany } from './companyOwner.ts';
import type { SignedInUser } from './publicActions.ts';

/**
 * The business side of a company (its dashboard figures, its invitations): its owner only, by
 * the one ownership rule (`isCompanyOwner`). Staff manage companies from the admin panel.
 */
export function assertCanManageBusiness(
  actor: Actor,
  company: OwnedCompany,
): asserts actor is SignedInUser {
  if (actor.type !== 'user') throw unauthorized('Please sign in first');
  if (!isCompanyOwner(actor, company)) {
    throw forbidden('Only the owner of this company profile can do this');
  }
}
