import { findSubcategoryByName } from '#shared/catalogue/catalogue';
import {
  type CompanyCreateInput,
  CompanyCreateSchema,
  type CompanyUpdateInput,
  CompanyUpdateSchema,
} from '#shared/schemas/admin';
import { type Context, withTransaction } from '../../../context.ts';
import { conflict, notFound } from '../../../http/errors.ts';
import { enqueueEnrichment } from '../../../jobs/index.ts';
import { Company } from '../../../models/Company.ts';
import { authorizeAdmin } from '../../../policies/adminPolicy.ts';
import { recordActivity } from '../../activity/recordActivity.ts';
import { parseDomain } from '../../companies/findOrCreateCompany.ts';
import { parseInput } from '../parseInput.ts';

/**
 * Adds a company by hand ("Add Company"). The domain is normalised and validated like
 * everywhere else; a domain that already has a profile is a 409. Fields left empty are queued
 * for enrichment, as for a company created by a lookup.
 */
export async function createCompany(ctx: Context, input: CompanyCreateInput): Promise<Company> {
  authorizeAdmin(ctx.actor, 'moderate');
  const { domain: rawDomain, ...fields } = parseInput(CompanyCreateSchema, input);
  const domain = parseDomain(rawDomain);
  return withTransaction(ctx, async (trx) => {
    if (await Company.query(trx.knex).findOne({ domain })) {
      throw conflict('A company with this domain already exists');
    }
    const company = await Company.query(trx.knex)
      .insert({
        ...fields,
        ...reconcileCategory(fields, {}),
        domain,
        website: fields.website ?? `https://${domain}`,
      })
      .returning('*');
    await recordActivity(trx, {
      type: 'company_created',
      message: `Company added: ${company.name} (${domain})`,
      entityType: 'company',
      entityId: company.id,
      metadata: { domain },
    });
    await enqueueEnrichment(trx, company.id);
    return company;
  });
}

/** Edits any profile field ("Edit Company"); 404 for an unknown id. */
export async function updateCompany(
  ctx: Context,
  id: number,
  input: CompanyUpdateInput,
): Promise<Company> {
  authorizeAdmin(ctx.actor, 'moderate');
  const fields = parseInput(CompanyUpdateSchema, input);
  return withTransaction(ctx, async (trx) => {
    const company = await Company.query(trx.knex).findById(id).forUpdate();
    if (!company) throw notFound('Company not found');
    const updated = await company
      .$query(trx.knex)
      .patchAndFetch({ ...fields, ...reconcileCategory(fields, company) });
    await recordActivity(trx, {
      type: 'company_updated',
      message: `Company updated: ${updated.name} (${updated.domain})`,
      entityType: 'company',
      entityId: updated.id,
      metadata: { fields: Object.keys(fields) },
    });
    return updated;
  });
}

/**
 * Keeps category and subcategory consistent when only one of them is given: a subcategory
 * brings its category; a new category drops a subcategory that belonged to another one.
 */
function reconcileCategory(
  change: { category?: string | null; subcategory?: string | null },
  current: { category?: string | null; subcategory?: string | null },
): { category?: string | null; subcategory?: string | null } {
  if (change.subcategory && change.category === undefined) {
    return { category: findSubcategoryByName(change.subcategory)?.categoryName ?? null };
  }
  if (change.category !== undefined && change.subcategory === undefined && current.subcategory) {
    const belongs = findSubcategoryByName(current.subcategory)?.categoryName === change.category;
    return belongs ? {} : { subcategory: null };
  }
  return {};
}
