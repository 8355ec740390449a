import { z } from 'zod';
import { isoTime } from './common.ts';

/**
 * Whether a signed-in user can download their data and delete their account themselves (the
 * admin's "GDPR mode"), and the support address that handles it otherwise.
 */
export const AccountDataRightsResponse = z
  .object({ selfService: z.boolean(), supportEmail: z.string() })
  .meta({ id: 'AccountDataRights' });

const Rows = z.array(z.looseObject({}));

/**
 * The account export: everything stored about the user, one list per kind of record. The rows
 * are described loosely: they copy the stored columns (never a password or token hash).
 */
export const AccountExportResponse = z
  .object({
    format: z.literal('b2b-reviews-account-export/1'),
    exportedAt: isoTime,
    account: z.looseObject({ id: z.string(), email: z.string() }),
    reviews: Rows,
    businessResponses: Rows,
    replies: Rows,
    reviewVotes: Rows,
    flags: Rows,
    reports: Rows,
    claims: Rows,
    ownedCompanies: Rows,
    questions: Rows,
    answers: Rows,
    questionVotes: Rows,
    answerVotes: Rows,
    mailOptOuts: Rows,
    subscriptions: Rows,
    contactMessages: Rows,
  })
  .meta({ id: 'AccountExport' });

/** An email change asked for (issue 34): the address that must follow the mailed link. */
export const AccountEmailChangeResponse = z
  .object({ message: z.string(), pendingEmail: z.string() })
  .meta({ id: 'AccountEmailChange' });

/** An email change confirmed by its link: the account's address from now on. */
export const AccountEmailConfirmedResponse = z
  .object({ message: z.string(), email: z.string() })
  .meta({ id: 'AccountEmailConfirmed' });
