import type { Knex } from 'knex';
import type { ClaimRequest } from '../../models/ClaimRequest.ts';
import { User } from '../../models/User.ts';

/**
 * The account a verified or approved claim binds to its company (issue 13): the signed-in user
 * who made the claim, else the account registered with the claim's email, else none yet.
 */
export async function claimOwnerId(
  knex: Knex,
  claim: Pick<ClaimRequest, 'userId' | 'email'>,
): Promise<string | null> {
  if (claim.userId) return claim.userId;
  const user = await User.query(knex)
    .whereRaw('lower(email) = ?', [claim.email.toLowerCase()])
    .first()
    .select('id');
  return user?.id ?? null;
}
