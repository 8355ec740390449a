import type { ReportCreateInput } from '#shared/schemas/companies';
import { type Context, withTransaction } from '../../context.ts';
import { Report } from '../../models/Report.ts';
import { assertCanWrite } from '../../policies/publicActions.ts';
import { recordActivity } from '../activity/recordActivity.ts';
import { findCompanyById } from '../companies/findCompany.ts';

/**
 * Files an issue report about a company for the admins. The stored domain is the company's
 * own (the form's `companyDomain` only echoes it).
 */
export async function createReport(
  ctx: Context,
  companyId: number,
  input: ReportCreateInput,
): Promise<Report> {
  assertCanWrite(ctx.actor);
  return withTransaction(ctx, async (trx) => {
    const { knex, actor } = trx;
    const company = await findCompanyById(trx, companyId);
    const report = await Report.query(knex)
      .insert({
        companyId: company.id,
        companyDomain: company.domain,
        issue: input.issue,
        userId: actor.type === 'user' ? actor.user.id : null,
        visitorId: actor.type === 'visitor' ? actor.visitorId : null,
      })
      .returning('*');
    await recordActivity(trx, {
      type: 'report_filed',
      message: `Issue reported for ${company.name}`,
      entityType: 'report',
      entityId: report.id,
      metadata: { companyId: company.id, domain: company.domain },
    });
    return report;
  });
}
