import Router from '@koa/router';
import type { ClaimCreated, ClaimVerified } from '#shared/types/api';
import { serviceContext } from '../../http/actor.ts';
import { idempotent } from '../../http/idempotency.ts';
import { publicLimits } from '../../http/publicLimits.ts';
import { inputOf, validate } from '../../http/validate.ts';
import { asWriter, requestContext } from '../../http/writer.ts';
import { CLAIM_VERIFY_PAGE, createClaim } from '../../services/claims/createClaim.ts';
import { verifyClaim } from '../../services/claims/verifyClaim.ts';
import { ClaimCreateRequestSchema, ClaimVerifyLinkSchema, ClaimVerifySchema } from './schema.ts';

/** Claiming a company profile, and the verification link mailed for it. */
export const claimsRouter = new Router();

claimsRouter.post(
  '/companies/domain/:domain/claim',
  publicLimits.claim,
  asWriter,
  validate(ClaimCreateRequestSchema),
  idempotent(),
  async (ctx) => {
    const { params, body } = inputOf(ctx, ClaimCreateRequestSchema);
    const outcome = await createClaim(requestContext(ctx), params.domain, body);
    const answer: ClaimCreated = {
      message: outcome.verificationSent
        ? 'Claim request submitted: check your email for a verification link'
        : 'Claim request submitted and will be reviewed by our admin team',
      claim: { id: outcome.claim.id, status: 'pending' },
      verificationSent: outcome.verificationSent,
    };
    ctx.status = 201;
    ctx.body = answer;
  },
);

/**
 * The link of mails sent before the link's page existed: it changes nothing (a scanner that
 * pre-fetches links must not spend the token) and sends the browser to the page whose button
 * confirms.
 */
claimsRouter.get('/claims/verify', validate(ClaimVerifyLinkSchema), (ctx) => {
  const { query } = inputOf(ctx, ClaimVerifyLinkSchema);
  ctx.status = 303;
  ctx.redirect(`${CLAIM_VERIFY_PAGE}?token=${encodeURIComponent(query.token)}`);
});

/** The link page's button. A link that is invalid, used or expired answers 410 with the reason. */
claimsRouter.post('/claims/verify', validate(ClaimVerifySchema), async (ctx) => {
  const { body } = inputOf(ctx, ClaimVerifySchema);
  const { claim, company, ownerUserId } = await verifyClaim(serviceContext(ctx), body.token);
  const answer: ClaimVerified = {
    message: 'Claim verified',
    claim: { id: claim.id, status: 'verified' },
    company: { id: company.id, name: company.name, domain: company.domain },
    email: claim.email,
    ownerBound: ownerUserId !== null,
  };
  ctx.body = answer;
});
