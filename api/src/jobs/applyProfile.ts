import type { CompanyProfile } from '#shared/schemas/companyProfile';
import type { Context } from '../context.ts';
import { Company } from '../models/Company.ts';

/** How a profile meets the fields a company already has. */
export interface ApplyMode {
  /** `fill`: only empty fields; `overwrite`: every field the profile has a value for. */
  fields: 'fill' | 'overwrite';
  /** `always` (a categorisation run), `ifEmpty` (enrichment) or `never`. */
  category: 'always' | 'ifEmpty';
}

export interface ApplyResult {
  company: Company;
  /** The fields that changed (camelCase names); empty when the profile added nothing. */
  changed: string[];
  categorized: boolean;
}

type ProfileColumns = Pick<
  Company,
  | 'description'
  | 'industry'
  | 'founded'
  | 'employeeCount'
  | 'phone'
  | 'email'
  | 'address'
  | 'socialLinkedin'
  | 'socialTwitter'
  | 'socialFacebook'
  | 'socialInstagram'
  | 'socialYoutube'
  | 'socialGithub'
>;

function columnsOf(profile: CompanyProfile): ProfileColumns {
  return {
    description: profile.description,
    industry: profile.industry,
    founded: profile.founded,
    employeeCount: profile.employeeCount,
    phone: profile.phone,
    email: profile.email,
    address: profile.address,
    socialLinkedin: profile.social.linkedin,
    socialTwitter: profile.social.twitter,
    socialFacebook: profile.social.facebook,
    socialInstagram: profile.social.instagram,
    socialYoutube: profile.social.youtube,
    socialGithub: profile.social.github,
  };
}

/**
 * Writes a validated profile onto a company, inside the caller's transaction (the row is
 * locked first, so a concurrent admin edit is not lost). A field the profile leaves null is
 * never cleared: "not found" is not evidence that stored data is wrong. Returns undefined
 * when the company was deleted meanwhile.
 */
export async function applyProfile(
  ctx: Context,
  companyId: number,
  profile: CompanyProfile,
  mode: ApplyMode,
): Promise<ApplyResult | undefined> {
  const company = await Company.query(ctx.knex).findById(companyId).forUpdate();
  if (!company) return undefined;

  const patch: Partial<Company> = {};
  for (const [key, value] of Object.entries(columnsOf(profile)) as Array<
    [keyof ProfileColumns, ProfileColumns[keyof ProfileColumns]]
  >) {
    if (value === null) continue;
    const current = company[key];
    const isEmpty = current === null || current === '';
    if (mode.fields === 'fill' && !isEmpty) continue;
    if (current === value) continue;
    Object.assign(patch, { [key]: value });
  }

  let categorized = false;
  if (profile.category && profile.subcategory) {
    const mayCategorize = mode.category === 'always' || company.subcategory === null;
    if (mayCategorize && company.subcategory !== profile.subcategory) {
      patch.category = profile.category;
      patch.subcategory = profile.subcategory;
      categorized = true;
    }
  }

  const changed = Object.keys(patch);
  const updated = await company
    .$query(ctx.knex)
    .patchAndFetch({ ...patch, enrichedAt: new Date() });
  return { company: updated, changed, categorized };
}
