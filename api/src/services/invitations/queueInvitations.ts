import { INVITATION_LIMITS, InvitationRecipientSchema } from '#shared/schemas/invitations';
import type { InvitationSendResult } from '#shared/schemas/responses/business';
import { plural } from '#shared/text/plural';
import { formatIssues, issuesToMessage } from '#shared/validation/formatIssues';
import { type Context, withTransaction } from '../../context.ts';
import { enqueueJob } from '../../jobs/enqueue.ts';
import { assertCanManageBusiness } from '../../policies/businessOwner.ts';
import { findCompanyById } from '../companies/findCompany.ts';
import { ErrorList } from '../import/errorList.ts';

/** A row as given: the form's position or the CSV's line, and its cells. */
export interface InvitationRow {
  line: number;
  input: unknown;
}

const INVITATIONS_JOB = 'invitations';
const INSERT_CHUNK = 1_000;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Queues review invitations of a company from its owner (the form's few addresses or a CSV's
 * many): each row is checked on its own and a bad one is reported (`Row N: reason`, like the
 * admin import) without stopping the others. Refused: a malformed address, one twice in the
 * list, one that unsubscribed from this company's invitations (for good), one invited to
 * review this company in the last 30 days, and whatever exceeds the owner's daily limit. The
 * rest are inserted `queued` with one job that sends them (the job runner: restarts and several
 * instances send each exactly once, `sendInvitations.ts`), all in one transaction.
 */
export async function queueInvitations(
  ctx: Context,
  companyId: number,
  rows: readonly InvitationRow[],
): Promise<InvitationSendResult> {
  const company = await findCompanyById(ctx, companyId);
  assertCanManageBusiness(ctx.actor, company);
  const senderId = ctx.actor.user.id;
  const errors = new ErrorList();
  const valid: Array<{ line: number; email: string; name: string | null }> = [];
  const seen = new Set<string>();
  for (const row of rows) {
    const parsed = InvitationRecipientSchema.safeParse(row.input);
    if (!parsed.success) {
      errors.add(`Row ${row.line}: ${issuesToMessage(formatIssues(parsed.error))}`);
      continue;
    }
    if (seen.has(parsed.data.email)) {
      errors.add(`Row ${row.line}: ${parsed.data.email} appears twice in this list`);
      continue;
    }
    seen.add(parsed.data.email);
    valid.push({ line: row.line, ...parsed.data });
  }

  return withTransaction(ctx, async (trx) => {
    const knex = trx.knex;
    // One sender at a time: the daily count and the 30-day rule hold against two uploads at once.
    await knex.raw('select pg_advisory_xact_lock(hashtext(?))', [`invitations:${senderId}`]);
    const emails = valid.map((row) => row.email);
    const optedOut = new Set(
      (
        await knex('invitation_opt_outs')
          .where({ companyId: company.id })
          .whereIn('email', emails)
          .select('email')
      ).map((row: { email: string }) => row.email),
    );
    const since = new Date(Date.now() - INVITATION_LIMITS.repeatDays * DAY_MS);
    const recent = new Set(
      (
        await knex('review_invitations')
          .where({ companyId: company.id })
          .whereIn('email', emails)
          .where('createdAt', '>', since)
          .distinct('email')
      ).map((row: { email: string }) => row.email),
    );
    const [counted] = await knex('review_invitations')
      .where({ senderUserId: senderId })
      .where('createdAt', '>', new Date(Date.now() - DAY_MS))
      .count<Array<{ count: number | string }>>('* as count');
    let room = INVITATION_LIMITS.perOwnerPerDay - Number(counted?.count ?? 0);

    const accepted: typeof valid = [];
    for (const row of valid) {
      if (optedOut.has(row.email)) {
        errors.add(`Row ${row.line}: ${row.email} asked not to get invitations from this company`);
      } else if (recent.has(row.email)) {
        errors.add(
          `Row ${row.line}: ${row.email} was invited less than ${INVITATION_LIMITS.repeatDays} days ago`,
        );
      } else if (room <= 0) {
        errors.add(
          `Row ${row.line}: the daily limit of ${plural(INVITATION_LIMITS.perOwnerPerDay, 'invitation')} is reached; try again tomorrow`,
        );
      } else {
        room -= 1;
        accepted.push(row);
      }
    }
    for (let start = 0; start < accepted.length; start += INSERT_CHUNK) {
      await knex('review_invitations').insert(
        accepted.slice(start, start + INSERT_CHUNK).map((row) => ({
          companyId: company.id,
          senderUserId: senderId,
          email: row.email,
          name: row.name,
        })),
      );
    }
    if (accepted.length > 0) {
      await enqueueJob(knex, {
        type: INVITATIONS_JOB,
        uniqueKey: null,
        payload: { companyId: company.id },
      });
    }
    return {
      queued: accepted.length,
      failed: rows.length - accepted.length,
      errors: errors.toArray(),
    };
  });
}
