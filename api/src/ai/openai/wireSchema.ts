import { zodResponseFormat } from 'openai/helpers/zod';
import { z } from 'zod';
import { CATEGORY_NAMES, SUBCATEGORY_NAMES } from '#shared/schemas/companyProfile';

/**
 * The shape the model is asked for, as a strict JSON schema: every field present, nullable
 * where unknown, category and subcategory as enums of the catalogue. Rules a JSON schema
 * cannot state (the subcategory belongs to the category, 2–4 sentences, a plausible year,
 * links on the right network) are checked afterwards by `CompanyProfileSchema`.
 */
const nullableText = z.string().nullable();

const ProfileWireSchema = z.object({
  category: z.enum(CATEGORY_NAMES).nullable(),
  subcategory: z.enum(SUBCATEGORY_NAMES).nullable(),
  description: nullableText.describe('2 to 4 plain sentences about what the company does'),
  industry: nullableText,
  founded: z.number().int().nullable().describe('founding year, only if stated'),
  employeeCount: nullableText.describe('a range such as 11-50, only if stated'),
  phone: nullableText,
  email: nullableText,
  address: nullableText,
  social: z.object({
    linkedin: nullableText,
    twitter: nullableText,
    facebook: nullableText,
    instagram: nullableText,
    youtube: nullableText,
    github: nullableText,
  }),
  confidence: z.number().describe('0 to 1: how sure the category is'),
});

export const profileResponseFormat = zodResponseFormat(ProfileWireSchema, 'company_profile');
