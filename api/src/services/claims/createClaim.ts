import { UniqueViolationError } from 'objection';
import type { ClaimCreateInput } from '#shared/schemas/companies';
import { type Context, withTransaction } from '../../context.ts';
import { conflict } from '../../http/errors.ts';
import { sendMail } from '../../mail/sendMail.ts';
import { ClaimRequest } from '../../models/ClaimRequest.ts';
import type { Company } from '../../models/Company.ts';
import { assertCanWrite } from '../../policies/publicActions.ts';
import { recordActivity } from '../activity/recordActivity.ts';
import { findCompanyByDomain } from '../companies/findCompany.ts';
import { notifyStaffOfClaim } from '../notifications/notifyStaff.ts';
import { afterCommit } from '../transactions/afterCommit.ts';
import { isEmailAtDomain, newClaimToken } from './claimTokens.ts';

const CLAIM_ALREADY_PENDING = 'A claim request for this email is already pending';
/** The link's page: one button POSTs the token, so a scanner pre-fetching the link spends nothing. */
export const CLAIM_VERIFY_PAGE = '/claim/verify';

export interface ClaimOutcome {
  claim: ClaimRequest;
  company: Company;
  /** A verification link was mailed (the email is at the company's domain). */
  verificationSent: boolean;
}

/**
 * Requests to claim a company's profile. An email at the company's domain (or a subdomain) is
 * sent a single-use verification link; any other claim waits, pending, for an admin. One
 * pending claim per company and email (409 otherwise).
 */
export async function createClaim(
  ctx: Context,
  rawDomain: string,
  input: ClaimCreateInput,
): Promise<ClaimOutcome> {
  assertCanWrite(ctx.actor);
  const email = input.email.trim().toLowerCase();
  return withTransaction(ctx, async (trx) => {
    const { knex, actor } = trx;
    const company = await findCompanyByDomain(trx, rawDomain);
    const pending = await ClaimRequest.query(knex)
      .where({ companyId: company.id, status: 'pending' })
      .whereRaw('lower(email) = ?', [email])
      .first();
    if (pending) throw conflict(CLAIM_ALREADY_PENDING);

    const verifiable = isEmailAtDomain(email, company.domain);
    const token = verifiable ? newClaimToken() : undefined;
    const claim = await ClaimRequest.query(knex)
      .insert({
        companyId: company.id,
        email,
        fullName: input.fullName || null,
        position: input.position || null,
        additionalInfo: input.additionalInfo || null,
        verificationToken: token?.hash ?? null,
        userId: actor.type === 'user' ? actor.user.id : null,
        visitorId: actor.type === 'visitor' ? actor.visitorId : null,
      })
      .returning('*')
      .catch((error: unknown) => {
        // The same claim racing itself: the partial unique index decides.
        if (error instanceof UniqueViolationError) throw conflict(CLAIM_ALREADY_PENDING);
        throw error;
      });
    await recordActivity(trx, {
      type: 'claim_submitted',
      message: `Claim request for ${company.name} from ${email}`,
      entityType: 'claim',
      entityId: claim.id,
      metadata: { companyId: company.id, domain: company.domain, verifiable },
    });
    if (token) {
      const link = `${trx.config.publicUrl}${CLAIM_VERIFY_PAGE}?token=${token.token}`;
      afterCommit(trx, 'claim verification mail', () =>
        sendMail(trx, {
          to: email,
          subject: `Verify your claim of ${company.name}`,
          text: [
            `Someone (hopefully you) asked to claim the profile of ${company.name} (${company.domain}).`,
            '',
            `To confirm that you represent ${company.name}, open this link within 7 days and press "Confirm":`,
            link,
            '',
            `The profile will belong to the account registered with ${email}, once that address is verified.`,
            'The link works once. If you did not ask for this, ignore this message.',
          ].join('\n'),
        }),
      );
    }
    await notifyStaffOfClaim(trx, company, { email, verificationSent: verifiable });
    return { claim, company, verificationSent: verifiable };
  });
}
