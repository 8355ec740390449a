import type { AdminCompanyDetail } from '#shared/types/admin';

/** The form's text fields; every value is a string while editing. */
export const TEXT_FIELDS = [
  ['name', 'Name'],
  ['website', 'Website'],
  ['phone', 'Phone'],
  ['email', 'Email'],
  ['address', 'Address'],
  ['industry', 'Industry'],
  ['employeeCount', 'Employee Count'],
  ['founded', 'Founded'],
  ['logoUrl', 'Logo URL'],
] as const;

export type CompanyFormValues = Record<
  'domain' | 'description' | 'category' | 'subcategory' | (typeof TEXT_FIELDS)[number][0],
  string
>;

export const EMPTY_COMPANY: CompanyFormValues = {
  domain: '',
  name: '',
  website: '',
  phone: '',
  email: '',
  address: '',
  industry: '',
  employeeCount: '',
  founded: '',
  logoUrl: '',
  description: '',
  category: '',
  subcategory: '',
};

export function valuesFromCompany(company: AdminCompanyDetail): CompanyFormValues {
  const text = (value: string | number | null) => (value === null ? '' : String(value));
  return {
    domain: company.domain,
    name: company.name,
    website: text(company.website),
    phone: text(company.phone),
    email: text(company.email),
    address: text(company.address),
    industry: text(company.industry),
    employeeCount: text(company.employeeCount),
    founded: text(company.founded),
    logoUrl: text(company.logoUrl),
    description: text(company.description),
    category: text(company.category),
    subcategory: text(company.subcategory),
  };
}

/**
 * The request body: empty fields become null (cleared), and the year a number, so the shared
 * schema validates exactly what is sent. The domain is only sent when creating (it is the
 * company's identity and cannot change).
 */
export function bodyFromValues(values: CompanyFormValues, creating: boolean) {
  const orNull = (value: string) => (value.trim() === '' ? null : value.trim());
  const founded = values.founded.trim();
  return {
    ...(creating ? { domain: values.domain.trim() } : {}),
    name: values.name.trim(),
    website: orNull(values.website),
    phone: orNull(values.phone),
    email: orNull(values.email),
    address: orNull(values.address),
    industry: orNull(values.industry),
    employeeCount: orNull(values.employeeCount),
    founded: founded === '' ? null : Number(founded),
    logoUrl: orNull(values.logoUrl),
    description: orNull(values.description),
    category: orNull(values.category),
    subcategory: orNull(values.subcategory),
  };
}
