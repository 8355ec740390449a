import { z } from 'zod';
import { ALL_SUBCATEGORIES, CATALOGUE, findSubcategoryByName } from '../catalogue/catalogue.ts';
import { type SocialNetwork, socialNetworkOf } from './socialLinks.ts';

/**
 * What an AI provider may say about a company (admin-and-data-model.md §3: "the AI fills
 * categories, the about section, contact info, social links and business details"). Every
 * provider's answer goes through this schema before anything is written, so a bad answer is
 * rejected whole rather than half-written.
 *
 * Category and subcategory are catalogue names or both null (a provider that is not sure
 * leaves the company uncategorised rather than guessing). Every other field is null when
 * nobody found it: contact data is never invented.
 */

export const CATEGORY_NAMES = CATALOGUE.map((category) => category.name) as [string, ...string[]];
export const SUBCATEGORY_NAMES = ALL_SUBCATEGORIES.map((sub) => sub.name) as [string, ...string[]];

/** The oldest founding year we accept as plausible (a few breweries and banks are older). */
const EARLIEST_FOUNDING_YEAR = 1500;

/** `11-50`, `1-10`, `10000+`: the ranges LinkedIn and schema.org-style pages use. */
const EMPLOYEE_RANGE = /^(\d{1,7})(?:-(\d{1,7})|\+)$/;

/** Tags, markdown emphasis, headings, code and links are not "plain sentences". */
const NOT_PLAIN = /<\/?[a-z!][^>]*>|[*#`_]{2,}|^#|\]\(|\n\s*[-*•]/i;

/** Sentences as a reader counts them: text ending in . ! or ? before a space or the end. */
export function countSentences(text: string): number {
  return text
    .trim()
    .split(/(?<=[.!?])["')\]]?\s+(?=["'(\p{Lu}\p{N}])/u)
    .filter((part) => /\p{L}{2,}/u.test(part)).length;
}

const plainText = (max: number) =>
  z
    .string()
    .trim()
    .min(1)
    .max(max)
    .refine((value) => !NOT_PLAIN.test(value), { error: 'must be plain text' });

export const DescriptionSchema = plainText(1200).refine(
  (value) => {
    const count = countSentences(value);
    return count >= 2 && count <= 4 && /[.!?]["')]?$/.test(value);
  },
  { error: 'must be 2 to 4 complete sentences' },
);

const socialUrl = (network: SocialNetwork) =>
  z
    .url({ protocol: /^https?$/ })
    .max(255)
    .refine((value) => socialNetworkOf(value) === network, {
      error: `must be a ${network} profile link`,
    })
    .nullable();

export const SocialLinksSchema = z.object({
  linkedin: socialUrl('linkedin'),
  twitter: socialUrl('twitter'),
  facebook: socialUrl('facebook'),
  instagram: socialUrl('instagram'),
  youtube: socialUrl('youtube'),
  github: socialUrl('github'),
});

export const PhoneSchema = z
  .string()
  .trim()
  .max(50)
  // A country code may stand in brackets: "(+351) 213 421 087".
  .regex(/^(?:\+|\(\+\d{1,4}\)\s*)?[\d\s().\-/]+(?:\s*(?:ext\.?|x)\s*\d{1,6})?$/i, {
    error: 'must be a phone number',
  })
  .refine((value) => value.replace(/\D/g, '').length >= 6, { error: 'must be a phone number' });

export const CompanyProfileSchema = z
  .object({
    category: z.enum(CATEGORY_NAMES, { error: 'must be a catalogue category' }).nullable(),
    subcategory: z.enum(SUBCATEGORY_NAMES, { error: 'must be a catalogue subcategory' }).nullable(),
    description: DescriptionSchema.nullable(),
    industry: plainText(100).nullable(),
    founded: z
      .number()
      .int()
      .min(EARLIEST_FOUNDING_YEAR)
      .refine((year) => year <= new Date().getFullYear(), { error: 'must not be in the future' })
      .nullable(),
    employeeCount: z
      .string()
      .trim()
      .max(50)
      .refine(isEmployeeRange, { error: 'must be a range like 11-50 or 10000+' })
      .nullable(),
    phone: PhoneSchema.nullable(),
    email: z.email().max(255).nullable(),
    address: plainText(300).nullable(),
    social: SocialLinksSchema,
    confidence: z.number().min(0).max(1),
  })
  .superRefine((profile, ctx) => {
    if ((profile.category === null) !== (profile.subcategory === null)) {
      ctx.addIssue({
        code: 'custom',
        path: ['subcategory'],
        message: 'category and subcategory must both be set or both be null',
      });
      return;
    }
    if (profile.subcategory === null) return;
    const sub = findSubcategoryByName(profile.subcategory);
    if (sub && sub.categoryName !== profile.category) {
      ctx.addIssue({
        code: 'custom',
        path: ['subcategory'],
        message: `${profile.subcategory} is not a subcategory of ${profile.category}`,
      });
    }
  });

export type CompanyProfile = z.infer<typeof CompanyProfileSchema>;

function isEmployeeRange(value: string): boolean {
  const match = EMPLOYEE_RANGE.exec(value);
  if (!match) return false;
  const low = Number(match[1]);
  return match[2] === undefined ? low > 0 : low < Number(match[2]);
}

/** A profile that says nothing: the starting point providers fill in. */
export function emptyProfile(): CompanyProfile {
  return {
    category: null,
    subcategory: null,
    description: null,
    industry: null,
    founded: null,
    employeeCount: null,
    phone: null,
    email: null,
    address: null,
    social: {
      linkedin: null,
      twitter: null,
      facebook: null,
      instagram: null,
      youtube: null,
      github: null,
    },
    confidence: 0,
  };
}
