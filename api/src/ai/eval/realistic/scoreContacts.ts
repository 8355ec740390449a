import type { CompanyProfile } from '#shared/schemas/companyProfile';
import type { ContactTruth } from './contactsTruth.ts';
import { samePhone } from './samePhone.ts';

export const CONTACT_FIELDS = [
  'phone',
  'email',
  'address',
  'founded',
  'linkedin',
  'facebook',
] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];

/**
 * `correct`: the company's own value; `missing`: the page states it and the profile does not;
 * `invented`: the profile holds a value that is not the company's (a decoy, or a wrong one);
 * `absent`: neither the page nor the profile has one.
 */
export type ContactOutcome = 'correct' | 'missing' | 'invented' | 'absent';

export function scoreContacts(
  profile: CompanyProfile | null,
  truth: ContactTruth,
): Record<ContactField, ContactOutcome> {
  const predicted: Record<ContactField, string | number | null> = {
    phone: profile?.phone ?? null,
    email: profile?.email ?? null,
    address: profile?.address ?? null,
    founded: profile?.founded ?? null,
    linkedin: profile?.social.linkedin ?? null,
    facebook: profile?.social.facebook ?? null,
  };
  const expected: Record<ContactField, string | number | null> = {
    phone: truth.phone,
    email: truth.email,
    address: truth.street,
    founded: truth.founded,
    linkedin: truth.linkedin,
    facebook: truth.facebook,
  };
  const outcome = {} as Record<ContactField, ContactOutcome>;
  for (const field of CONTACT_FIELDS) {
    const got = predicted[field];
    const want = expected[field];
    if (got === null) outcome[field] = want === null ? 'absent' : 'missing';
    else outcome[field] = want !== null && same(field, got, want) ? 'correct' : 'invented';
  }
  return outcome;
}

function same(field: ContactField, got: string | number, want: string | number): boolean {
  if (field === 'phone') return samePhone(String(got), String(want));
  if (field === 'address') return fold(String(got)).includes(fold(String(want)));
  if (field === 'linkedin' || field === 'facebook') return link(String(got)) === link(String(want));
  if (field === 'email') return String(got).toLowerCase() === String(want).toLowerCase();
  return got === want;
}

function fold(text: string): string {
  return text.toLowerCase().replace(/\s+/g, ' ').trim();
}

function link(url: string): string {
  return url
    .toLowerCase()
    .replace(/^https?:\/\/(www\.)?/, '')
    .replace(/\/$/, '');
}
