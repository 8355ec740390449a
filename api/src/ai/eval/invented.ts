import type { CompanyProfile } from '#shared/schemas/companyProfile';
import { SOCIAL_NETWORKS } from '#shared/schemas/socialLinks';

/**
 * The contact fields of a profile that do not appear in the page's own HTML: each one would
 * be invented data. Phone numbers are compared by digits, addresses by their words and
 * numbers, links by host and path.
 */
export function inventedContactFields(profile: CompanyProfile, html: string): string[] {
  const page = decodeEntities(html).toLowerCase();
  const invented: string[] = [];
  if (profile.phone && !phoneOnPage(profile.phone, page)) invented.push('phone');
  if (profile.email && !page.includes(profile.email.toLowerCase())) invented.push('email');
  if (profile.address && !addressOnPage(profile.address, page)) invented.push('address');
  if (profile.founded && !page.includes(String(profile.founded))) invented.push('founded');
  for (const network of SOCIAL_NETWORKS) {
    const link = profile.social[network];
    if (!link) continue;
    const { hostname, pathname } = new URL(link);
    const bare = `${hostname.replace(/^www\./, '')}${pathname}`.toLowerCase().replace(/\/$/, '');
    if (!page.includes(bare)) invented.push(`social.${network}`);
  }
  return invented;
}

function phoneOnPage(phone: string, page: string): boolean {
  const digits = phone.replace(/\D/g, '');
  const runs = page.match(/\+?\d[\d\s().\-/]{4,}\d/g) ?? [];
  return runs.some((run) => {
    const candidate = run.replace(/\D/g, '');
    return candidate === digits || candidate.endsWith(digits) || digits.endsWith(candidate);
  });
}

function addressOnPage(address: string, page: string): boolean {
  const words = address.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  const pageWords = new Set(page.match(/[\p{L}\p{N}]+/gu) ?? []);
  return words.every((word) => pageWords.has(word));
}

function decodeEntities(html: string): string {
  return html
    .replace(/&amp;/g, '&')
    .replace(/&#39;|&apos;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&nbsp;/g, ' ');
}
