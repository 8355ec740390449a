import { normalizeDomain } from '#shared/domain/normalizeDomain';
import { companyNameFromDomain, isValidDomain } from '#shared/domain/validateDomain';
import { type Context, withTransaction } from '../../context.ts';
import { badRequest } from '../../http/errors.ts';
import { enqueueEnrichment } from '../../jobs/index.ts';
import { Company } from '../../models/Company.ts';
import { recordActivity } from '../activity/recordActivity.ts';
import { companyByDomain } from './companyReads.ts';

/** Normalises and validates a domain as typed; 400 `Invalid domain` when it is not one. */
export function parseDomain(input: string): string {
  const domain = normalizeDomain(input);
  if (!isValidDomain(domain)) throw badRequest('Invalid domain');
  return domain;
}

export interface CreationOptions {
  /** Runs when the domain is new, before anything is written: a limit that may refuse (429). */
  beforeCreate?: () => Promise<void>;
  /**
   * Where a new company is written when `ctx` reads from a replica (a profile opened by a
   * visitor): the primary's context. Without it, `ctx` itself.
   */
  primary?: Context;
}

/**
 * The company of a domain, created the first time the domain is looked up (public-site.md §1):
 * named from the domain, logged, and queued for enrichment. Exactly once even when many
 * requests race: the insert is `ON CONFLICT DO NOTHING` on the unique domain, and a loser reads
 * the winner's row.
 */
export async function findOrCreateCompany(
  ctx: Context,
  rawDomain: string,
  options: CreationOptions = {},
): Promise<{ company: Company; created: boolean }> {
  const domain = parseDomain(rawDomain);
  const existing = await companyByDomain(ctx.knex, domain);
  if (existing) return { company: existing, created: false };
  await options.beforeCreate?.();

  return withTransaction(options.primary ?? ctx, async (trx) => {
    const inserted = (await Company.query(trx.knex)
      .insert({ domain, name: companyNameFromDomain(domain), website: `https://${domain}` })
      .onConflict('domain')
      .ignore()
      .returning('*')) as unknown as Company | Company[] | undefined;
    const company = Array.isArray(inserted) ? inserted[0] : inserted;
    if (!company?.id) {
      const winner = await Company.query(trx.knex).findOne({ domain });
      if (!winner) throw new Error(`Company ${domain} vanished while being created`);
      return { company: winner, created: false };
    }
    await recordActivity(trx, {
      type: 'company_created',
      message: `New company profile: ${company.name} (${domain})`,
      entityType: 'company',
      entityId: company.id,
      metadata: { domain },
    });
    await enqueueEnrichment(trx, company.id);
    return { company, created: true };
  });
}
