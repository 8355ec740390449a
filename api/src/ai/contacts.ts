import { z } from 'zod';
import {
  type CompanyProfile,
  CompanyProfileSchema,
  PhoneSchema,
  SocialLinksSchema,
} from '#shared/schemas/companyProfile';
import { normalizeSocialUrl, SOCIAL_NETWORKS } from '#shared/schemas/socialLinks';
import { isEventAddress } from './homepage/eventVenue.ts';
import { foundingYearsInText } from './homepage/foundingYears.ts';
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
    phone: firstValid(
      PhoneSchema,
      [org?.telephone, ...(facts?.phones ?? [])].filter((phone) => !!phone && isRealPhone(phone)),
    ),
    email: pickEmail([org?.email, ...(facts?.emails ?? [])], domain),
    address: firstValid(
      fields.address.unwrap(),
      addressCandidates(org?.address ?? null, facts?.addressText ?? null).filter(
        (address) => !!address && !isDecoyAddress(address),
      ),
    ),
    social: SocialLinksSchema.safeParse(social).data ?? emptySocial(),
    founded: firstValid(fields.founded.unwrap(), [
      org?.foundingYear,
      yearOf(facts?.foundingDate ?? null),
      ...foundingYearsInText(
        `${facts?.ownText ?? facts?.text ?? ''} . ${facts?.ownScriptText ?? facts?.scriptText ?? ''} . ${facts?.ownAltText ?? ''}`,
        domain,
        {
          companyAddress: facts?.addressText ?? null,
          pageText: `${facts?.title ?? ''} . ${facts?.text ?? ''} . ${facts?.scriptText ?? ''}`,
        },
      ),
    ]),
    employeeCount: firstValid(fields.employeeCount.unwrap(), [org?.employees]),
  };
}

/**
 * The structured address first, unless the page writes the same street with more of it: its box
 * or unit ("Noorderlaan 133 bus 4, 2030 Antwerpen" beside JSON-LD's "Noorderlaan 133").
 */
function addressCandidates(structured: string | null, visible: string | null): (string | null)[] {
  const street = (address: string) => address.split(',')[0]?.trim().toLowerCase() ?? '';
  if (structured && visible && street(visible).startsWith(`${street(structured)} `)) {
    return [visible, structured];
  }
  return [structured, visible];
}

function firstValid<T>(schema: z.ZodType<T>, candidates: unknown[]): T | null {
  for (const candidate of candidates) {
    if (candidate === null || candidate === undefined) continue;
    const parsed = schema.safeParse(candidate);
    if (parsed.success) return parsed.data;
  }
  return null;
}

/** Theme demo data and documentation examples: never a company's contact. */
const DEMO =
  /anytown|123 main st|your (business|company)|yourdomain|yoursite|example\.(com|org|net)|@(domain|email|test|company|sample)\.com$|@[a-z0-9-]*(theme|template)s?[a-z0-9-]*\.[a-z.]+$|^(name|email|your|you|john\.doe|jane\.doe|max\.mustermann)@|muster(stra(ss|ß)e|stadt|firma|mann|weg)|beispiel(stra(ss|ß)e|stadt)|rue de l'exemple|calle (falsa|ejemplo)|via (esempio|dell'esempio)|voorbeeld(straat|stad)|rua (exemplo|do exemplo)|sample (street|road)|lorem ipsum/i;

/**
 * A number that could be the company's: not a theme's demo number ("(123) 456-7890",
 * "555-5555", "01 23 45 67 89", "+49 30 12345678": seven digits counting up or down in a row
 * are typed, not dialled), not an emergency line (112, 999, 911: too short to be a business
 * line).
 */
export function isRealPhone(phone: string): boolean {
  const digits = phone.replace(/\D/g, '');
  if (digits.length < 7) return false;
  if (/^1?(1234567890|8001234567)$|^(\d)\2+$/.test(digits)) return false;
  // A US number in the fictional 555 area code, written as one: not Mexico City's "55 5264 1180".
  if (/^(?:\+?1[\s.-]*)?\(?555\)?[\s.-]*\d{3}[\s.-]*\d{4}$/.test(phone.trim())) return false;
  return !/0123456|1234567|2345678|3456789|9876543|8765432|7654321|6543210/.test(digits);
}

/** An address a theme or a trade fair wrote, not the company's. */
export function isDecoyAddress(address: string): boolean {
  return DEMO.test(address) || isEventAddress(address);
}

function yearOf(value: string | null): number | null {
  const match = /^\s*(\d{4})/.exec(value ?? '');
  return match ? Number(match[1]) : null;
}

/** An address at the company's own domain beats a webmaster's or an agency's. */
function pickEmail(candidates: Array<string | null | undefined>, domain: string): string | null {
  const valid = candidates
    .map((candidate) => candidate?.trim().toLowerCase())
    .filter(
      (candidate): candidate is string =>
        !!candidate && EmailSchema.safeParse(candidate).success && !DEMO.test(candidate),
    );
  const bare = domain.toLowerCase().replace(/^www\./, '');
  const own = valid.find((email) => {
    const host = email.split('@')[1] ?? '';
    return host === bare || host.endsWith(`.${bare}`);
  });
  return own ?? valid[0] ?? null;
}

function emptySocial(): CompanyProfile['social'] {
  return Object.fromEntries(
    SOCIAL_NETWORKS.map((network) => [network, null]),
  ) as CompanyProfile['social'];
}
