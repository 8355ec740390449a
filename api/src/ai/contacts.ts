import { z } from 'zod';
import {
  type CompanyProfile,
  CompanyProfileSchema,
  EARLIEST_FOUNDING_YEAR,
  PhoneSchema,
  SocialLinksSchema,
} from '#shared/schemas/companyProfile';
import { normalizeSocialUrl, SOCIAL_NETWORKS } from '#shared/schemas/socialLinks';
import type { HomepageFacts } from './homepage/types.ts';

export type FoundFacts = Pick<
  CompanyProfile,
  'phone' | 'email' | 'address' | 'social' | 'founded' | 'employeeCount'
>;

const fields = CompanyProfileSchema.shape;
const EmailSchema = z.email().max(255);

/**
 * The contact data and business details the homepage itself states, each checked by the
 * profile schema's own rule. Nothing is guessed: a field the page does not state is null.
 */
export function factsFromHomepage(facts: HomepageFacts | null, domain: string): FoundFacts {
  const org = facts?.organization ?? null;
  const social = Object.fromEntries(
    SOCIAL_NETWORKS.map((network) => {
      const link = facts?.socialLinks[network];
      return [network, link ? (normalizeSocialUrl(link) ?? null) : null];
    }),
  );
  return {
    phone: firstValid(PhoneSchema, [org?.telephone, ...(facts?.phones ?? [])]),
    email: pickEmail([org?.email, ...(facts?.emails ?? [])], domain),
    address: firstValid(fields.address.unwrap(), [org?.address, facts?.addressText]),
    social: SocialLinksSchema.safeParse(social).data ?? emptySocial(),
    founded: firstValid(fields.founded.unwrap(), [
      org?.foundingYear,
      foundingYearInText(facts?.text ?? ''),
    ]),
    employeeCount: firstValid(fields.employeeCount.unwrap(), [org?.employees]),
  };
}

function firstValid<T>(schema: z.ZodType<T>, candidates: unknown[]): T | null {
  for (const candidate of candidates) {
    if (candidate === null || candidate === undefined) continue;
    const parsed = schema.safeParse(candidate);
    if (parsed.success) return parsed.data;
  }
  return null;
}

/** An address at the company's own domain beats a webmaster's or an agency's. */
function pickEmail(candidates: Array<string | null | undefined>, domain: string): string | null {
  const valid = candidates
    .map((candidate) => candidate?.trim().toLowerCase())
    .filter(
      (candidate): candidate is string => !!candidate && EmailSchema.safeParse(candidate).success,
    );
  const bare = domain.toLowerCase().replace(/^www\./, '');
  const own = valid.find((email) => {
    const host = email.split('@')[1] ?? '';
    return host === bare || host.endsWith(`.${bare}`);
  });
  return own ?? valid[0] ?? null;
}

/** "Founded in 1987", "Established 1952", "Trading since 1999", "Est. 2004" in the page's own words. */
function foundingYearInText(text: string): number | null {
  const match =
    /\b(?:founded|established|est\.|trading since|in business since|family[- ]run since)\s*(?:in\s+)?(1[5-9]\d\d|20\d\d)\b/i.exec(
      text,
    );
  const year = match ? Number(match[1]) : null;
  return year && year >= EARLIEST_FOUNDING_YEAR ? year : null;
}

function emptySocial(): CompanyProfile['social'] {
  return Object.fromEntries(
    SOCIAL_NETWORKS.map((network) => [network, null]),
  ) as CompanyProfile['social'];
}
