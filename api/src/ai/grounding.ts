import type { CompanyProfile } from '#shared/schemas/companyProfile';
import { normalizeSocialUrl, SOCIAL_NETWORKS } from '#shared/schemas/socialLinks';
import type { HomepageFacts } from './homepage/types.ts';

/**
 * A language model can produce a plausible phone number from nothing. Contact data must be
 * found, never invented (public-site.md: "Couldn't be found" otherwise), so every contact
 * field and social link a provider returns has to appear in what the homepage reader found;
 * the rest is set to null. Returns the names of the fields it cleared.
 */
export function groundContacts(
  profile: CompanyProfile,
  facts: HomepageFacts | null,
): { profile: CompanyProfile; cleared: string[] } {
  const cleared: string[] = [];
  const corpus = facts ? corpusOf(facts) : '';
  const keep = <T>(field: string, value: T | null, found: (value: T) => boolean): T | null => {
    if (value === null) return null;
    if (facts && found(value)) return value;
    cleared.push(field);
    return null;
  };

  const phone = keep('phone', profile.phone, (value) => phoneFound(value, facts!, corpus));
  const email = keep('email', profile.email, (value) => corpus.includes(value.toLowerCase()));
  const address = keep('address', profile.address, (value) => addressFound(value, corpus));
  const social = { ...profile.social };
  for (const network of SOCIAL_NETWORKS) {
    social[network] = keep(`social.${network}`, profile.social[network], (value) => {
      const found = facts?.socialLinks[network];
      return !!found && sameUrl(found, value);
    });
  }
  return { profile: { ...profile, phone, email, address, social }, cleared };
}

function corpusOf(facts: HomepageFacts): string {
  const org = facts.organization;
  return [
    facts.text,
    facts.title,
    facts.metaDescription,
    facts.addressText,
    ...facts.emails,
    ...facts.phones,
    org?.telephone,
    org?.email,
    org?.address,
  ]
    .filter(Boolean)
    .join(' \n ')
    .toLowerCase();
}

/** The same number, however it is spaced or prefixed (`+1 (503) 555-0142` = `503.555.0142`). */
function phoneFound(phone: string, facts: HomepageFacts, corpus: string): boolean {
  const digits = phone.replace(/\D/g, '');
  if (digits.length < 6) return false;
  const candidates = [...facts.phones, ...(corpus.match(/\+?\d[\d\s().\-/]{4,}\d/g) ?? [])].map(
    (candidate) => candidate.replace(/\D/g, ''),
  );
  return candidates.some(
    (candidate) =>
      candidate.length >= 6 &&
      (candidate === digits || candidate.endsWith(digits) || digits.endsWith(candidate)) &&
      Math.min(candidate.length, digits.length) >= 7,
  );
}

/** Most words and every number of the address must be on the page. */
function addressFound(address: string, corpus: string): boolean {
  const words = address.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  if (words.length === 0) return false;
  const corpusWords = new Set(corpus.match(/[\p{L}\p{N}]+/gu) ?? []);
  const numbersFound = words
    .filter((word) => /\d/.test(word))
    .every((word) => corpusWords.has(word));
  const found = words.filter((word) => corpusWords.has(word)).length;
  return numbersFound && found / words.length >= 0.8;
}

function sameUrl(a: string, b: string): boolean {
  const left = normalizeSocialUrl(a)?.toLowerCase().replace('://www.', '://');
  const right = normalizeSocialUrl(b)?.toLowerCase().replace('://www.', '://');
  return !!left && left === right;
}
