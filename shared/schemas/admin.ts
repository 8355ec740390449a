import { z } from 'zod';
import { AWARD_THRESHOLD_DEFAULTS } from '../awards/thresholds.ts';
import { CATALOGUE, findSubcategoryByName } from '../catalogue/catalogue.ts';
import { DEFAULT_SITE_NAME, DEFAULT_TAGLINE } from '../site/siteDefaults.ts';
import { domainInput, emailSchema, LIMITS, optionalText, paginationQuery } from './common.ts';

export const ADMIN_ROLES = ['admin', 'super_admin'] as const;
export type AdminRole = (typeof ADMIN_ROLES)[number];

const LONG_PASSWORD = 'Password must be at least 6 characters long';
const ALL_REQUIRED = 'All fields are required';

/** Invite Admin dialog (admin-and-data-model.md §5): email, role (default admin). */
export const InviteSchema = z.object({
  email: emailSchema(),
  role: z.enum(ADMIN_ROLES, { error: 'Role must be admin or super_admin' }).default('admin'),
});
export type InviteInput = z.input<typeof InviteSchema>;

const requiredField = z.string({ error: ALL_REQUIRED }).trim().min(1, { error: ALL_REQUIRED });

/** POST /api/admin/accept-invitation. */
export const AcceptInvitationSchema = z.object({
  token: requiredField.max(200),
  firstName: requiredField.max(LIMITS.nameMax),
  lastName: requiredField.max(LIMITS.nameMax),
  password: z
    .string({ error: ALL_REQUIRED })
    .min(1, { error: ALL_REQUIRED })
    .min(LIMITS.passwordMin, { error: LONG_PASSWORD })
    .max(LIMITS.passwordMax),
});
export type AcceptInvitationInput = z.infer<typeof AcceptInvitationSchema>;

/** The Accept Invitation page's form: the call's fields plus the confirmation. */
export const AcceptInvitationFormSchema = AcceptInvitationSchema.extend({
  confirmPassword: z.string({ error: ALL_REQUIRED }).min(1, { error: ALL_REQUIRED }),
}).refine((value) => value.password === value.confirmPassword, {
  error: 'Passwords do not match',
  path: ['confirmPassword'],
});

/** Reset Password dialog and PUT /api/admin/admin-users/{id}/password. */
export const ResetPasswordSchema = z.object({
  password: z
    .string({ error: LONG_PASSWORD })
    .min(LIMITS.passwordMin, { error: LONG_PASSWORD })
    .max(LIMITS.passwordMax),
});

const optionalUrl = (label: string) =>
  z
    .union([
      z.literal('').transform(() => null),
      z.url({ protocol: /^https?$/, error: `${label} must be an http(s) URL` }).max(255),
    ])
    .optional()
    .nullable()
    .transform((value) => value ?? null);

/**
 * Every editable profile field of a company (admin Add/Edit Company). Category and
 * subcategory must be catalogue values, and the subcategory must belong to the category.
 */
const companyFields = {
  name: z.string().trim().min(1, { error: 'Name is required' }).max(255),
  description: optionalText(5000, 'Description'),
  website: optionalUrl('Website'),
  category: z
    .enum(CATALOGUE.map((c) => c.name) as [string, ...string[]], {
      error: 'Category must be one of the catalogue categories',
    })
    .optional()
    .nullable(),
  subcategory: z
    .string()
    .refine((value) => findSubcategoryByName(value) !== undefined, {
      error: 'Subcategory must be one of the catalogue subcategories',
    })
    .optional()
    .nullable(),
  phone: optionalText(50, 'Phone'),
  email: z
    .union([z.literal('').transform(() => null), emailSchema('Email must be a valid address')])
    .optional()
    .nullable(),
  address: optionalText(500, 'Address'),
  founded: z
    .number()
    .int()
    .min(1000, { error: 'Founded must be a year between 1000 and next year' })
    .max(new Date().getFullYear() + 1, {
      error: 'Founded must be a year between 1000 and next year',
    })
    .optional()
    .nullable(),
  employeeCount: optionalText(50, 'Employee count'),
  industry: optionalText(100, 'Industry'),
  logoUrl: optionalUrl('Logo URL'),
  socialLinkedin: optionalUrl('LinkedIn'),
  socialTwitter: optionalUrl('Twitter/X'),
  socialFacebook: optionalUrl('Facebook'),
  socialInstagram: optionalUrl('Instagram'),
  socialYoutube: optionalUrl('YouTube'),
  socialGithub: optionalUrl('GitHub'),
};

const subcategoryMatchesCategory = (value: {
  category?: string | null;
  subcategory?: string | null;
}) => {
  if (!value.subcategory) return true;
  const sub = findSubcategoryByName(value.subcategory);
  return !value.category || sub?.categoryName === value.category;
};
const SUBCATEGORY_MISMATCH = {
  error: 'Subcategory does not belong to the category',
  path: ['subcategory'],
};

export const CompanyCreateSchema = z
  .object({ domain: domainInput, ...companyFields })
  .refine(subcategoryMatchesCategory, SUBCATEGORY_MISMATCH);
export type CompanyCreateInput = z.input<typeof CompanyCreateSchema>;

export const CompanyUpdateSchema = z
  .object(companyFields)
  .partial()
  .refine((value) => Object.keys(value).length > 0, { error: 'Nothing to update' })
  .refine(subcategoryMatchesCategory, SUBCATEGORY_MISMATCH);
export type CompanyUpdateInput = z.input<typeof CompanyUpdateSchema>;

export const COMPLAINT_STATUSES = ['pending', 'investigating', 'resolved', 'escalated'] as const;
export const COMPLAINT_PRIORITIES = ['high', 'medium', 'low'] as const;
export const COMPLAINT_CATEGORIES = [
  'service',
  'billing',
  'security',
  'technical',
  'project',
] as const;

export const ComplaintUpdateSchema = z
  .object({
    status: z.enum(COMPLAINT_STATUSES).optional(),
    priority: z.enum(COMPLAINT_PRIORITIES).optional(),
    category: z.enum(COMPLAINT_CATEGORIES).optional().nullable(),
  })
  .refine((value) => Object.keys(value).length > 0, { error: 'Nothing to update' });

export const PLANS = { Basic: 79, Pro: 149, Premium: 299 } as const;
export type Plan = keyof typeof PLANS;
export const CLIENT_STATUSES = ['active', 'pending', 'cancelled'] as const;

const isoDate = z.iso.date({ error: 'must be a date (YYYY-MM-DD)' });

const payingClientFields = {
  companyName: z.string().trim().min(1, { error: 'Company name is required' }).max(255),
  domain: domainInput,
  plan: z.enum(Object.keys(PLANS) as [Plan, ...Plan[]], {
    error: 'Plan must be Basic, Pro or Premium',
  }),
  status: z.enum(CLIENT_STATUSES, { error: 'Status must be active, pending or cancelled' }),
  startDate: isoDate,
  nextBilling: isoDate.optional().nullable(),
  features: z.array(z.string().trim().min(1).max(200)).max(50),
};

/** A paying client: the monthly fee follows from the plan (Basic 79, Pro 149, Premium 299). */
export const PayingClientSchema = z.object({
  ...payingClientFields,
  status: payingClientFields.status.default('pending'),
  features: payingClientFields.features.default([]),
});
export type PayingClientInput = z.input<typeof PayingClientSchema>;

/**
 * A change to a paying client: only the fields sent (no defaults, which `.partial()` of the
 * create schema would apply and so reset status and features on every edit).
 */
export const PayingClientUpdateSchema = z
  .object(payingClientFields)
  .partial()
  .refine((value) => Object.keys(value).length > 0, { error: 'Nothing to update' });
export type PayingClientUpdateInput = z.input<typeof PayingClientUpdateSchema>;

/** The Settings screen's fields (admin-and-data-model.md §2), with the spec's defaults. */
export const SettingsSchema = z.object({
  platformName: z.string().trim().min(1).max(100),
  tagline: z.string().trim().max(255),
  supportEmail: emailSchema(),
  adminEmail: emailSchema(),
  autoApproveReviews: z.boolean(),
  requireEmailVerification: z.boolean(),
  allowAnonymousReviews: z.boolean(),
  notifyNewReviews: z.boolean(),
  notifyClaims: z.boolean(),
  dailyDigest: z.boolean(),
  twoFactorAdmins: z.boolean(),
  gdprMode: z.boolean(),
  ipLogging: z.boolean(),
  /** Quarterly awards (issue 14): the least published ratings in a quarter to be ranked. */
  awardMinReviews: z
    .number({ error: 'Minimum reviews must be a number' })
    .int({ error: 'Minimum reviews must be a whole number' })
    .min(1, { error: 'Minimum reviews must be at least 1' })
    .max(10_000, { error: 'Minimum reviews must be at most 10000' }),
  /** Quarterly awards (issue 34): the least average rating in the quarter a winner needs. */
  awardMinAverage: z
    .number({ error: 'Minimum average rating must be a number' })
    .min(1, { error: 'Minimum average rating must be at least 1' })
    .max(5, { error: 'Minimum average rating must be at most 5' }),
  /** One review per customer (issue 34): months before an account may review a company again. */
  reviewRepeatMonths: z
    .number({ error: 'Months between reviews must be a number' })
    .int({ error: 'Months between reviews must be a whole number' })
    .min(1, { error: 'Months between reviews must be at least 1' })
    .max(120, { error: 'Months between reviews must be at most 120' }),
});
export type Settings = z.infer<typeof SettingsSchema>;

export const DEFAULT_SETTINGS: Settings = {
  platformName: DEFAULT_SITE_NAME,
  tagline: DEFAULT_TAGLINE,
  supportEmail: 'support@example.com',
  adminEmail: 'admin@example.com',
  autoApproveReviews: true,
  requireEmailVerification: true,
  allowAnonymousReviews: true,
  notifyNewReviews: true,
  notifyClaims: true,
  dailyDigest: false,
  twoFactorAdmins: false,
  gdprMode: true,
  ipLogging: true,
  awardMinReviews: AWARD_THRESHOLD_DEFAULTS.minReviews,
  awardMinAverage: AWARD_THRESHOLD_DEFAULTS.minAverage,
  reviewRepeatMonths: 12,
};

/** `?q&limit&offset` of the admin lists (server-side search and pagination). */
export const AdminListQuerySchema = paginationQuery(25).extend({
  q: z.string().trim().max(200).optional().default(''),
});

export const REVIEW_FILTERS = ['all', 'complaints', 'high', 'low', 'pending', 'flagged'] as const;
