import type { AdminCompanyItem } from '#shared/types/admin';
import { safeHttpUrl } from '../../../lib/text.ts';

/**
 * Where "Visit Website" and the URL column go: the stored website when it is an http(s) link
 * (never a `javascript:` or other scheme from imported data), else the company's domain.
 */
export function companyWebsite(company: Pick<AdminCompanyItem, 'website' | 'domain'>): string {
  return safeHttpUrl(company.website) ?? `https://${company.domain}`;
}
