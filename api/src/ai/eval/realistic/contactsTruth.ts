import type { LanguageKit } from './languageKit.ts';
import type { Random } from './random.ts';

/** The company's own contact facts: what a correct profile holds (null: the page never says). */
export interface ContactTruth {
  phone: string | null;
  email: string | null;
  /** The street line (`Hauptstraße 12`); a right address contains it. */
  street: string | null;
  /** The whole address as the page writes it. */
  address: string | null;
  founded: number | null;
  linkedin: string | null;
  facebook: string | null;
}

export const NO_CONTACTS: ContactTruth = {
  phone: null,
  email: null,
  street: null,
  address: null,
  founded: null,
  linkedin: null,
  facebook: null,
};

/** Values on the page that are not the company's and must never be taken. */
export interface Decoys {
  phones: string[];
  emails: string[];
  addresses: string[];
  years: number[];
  links: string[];
}

export type TrapKind =
  | 'demoJsonLd'
  | 'agencyEntity'
  | 'emergencyNumber'
  | 'partnerLinks'
  | 'tradeFair'
  | 'buildingYear'
  | 'formPlaceholder';

export const TRAP_KINDS: readonly TrapKind[] = [
  'demoJsonLd',
  'agencyEntity',
  'emergencyNumber',
  'partnerLinks',
  'tradeFair',
  'buildingYear',
  'formPlaceholder',
];

export function makeContactTruth(
  random: Random,
  kit: LanguageKit,
  slug: string,
  domain: string,
  city: string,
): ContactTruth {
  const digits = () => String(random.int(10_000_000, 99_999_999));
  const phone = random.chance(0.75)
    ? `+${kit.countryCode} ${random.int(20, 89)} ${digits().slice(0, 4)} ${digits().slice(0, 4)}`
    : null;
  const email = random.chance(0.65)
    ? `${random.pick(['info', 'hello', 'contact', 'office'])}@${domain}`
    : null;
  const number = random.int(2, 180);
  const streetName = random.pick(kit.streets);
  // British and French addresses put the number first; the others after the street.
  const street = ['44', '33'].includes(kit.countryCode)
    ? `${number} ${streetName}`
    : `${streetName} ${number}`;
  const postcode = String(random.int(10_000, 98_999));
  const hasAddress = random.chance(0.55);
  return {
    phone,
    email,
    street: hasAddress ? street : null,
    address: hasAddress ? `${street}, ${postcode} ${city}` : null,
    founded: random.chance(0.5) ? random.int(1952, 2016) : null,
    linkedin: random.chance(0.45) ? `https://www.linkedin.com/company/${slug}` : null,
    facebook: random.chance(0.45) ? `https://www.facebook.com/${slug}` : null,
  };
}
