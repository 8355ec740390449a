import { parse } from 'tldts';

/**
 * A registrable hostname under a real public suffix (`acme.com`, `shop.acme.co.uk`), checked
 * against the public suffix list: `hello`, `a..b`, `localhost`, IP addresses and unknown TLDs
 * are not. Kept apart from `normalizeDomain` so the PWA bundle need not carry the suffix list.
 */
export function isValidDomain(domain: string): boolean {
  if (domain.length === 0 || domain.length > 253) return false;
  const result = parse(domain);
  return (
    result.hostname === domain &&
    !result.isIp &&
    result.domain !== null &&
    result.isIcann === true &&
    domain.split('.').every((label) => label.length > 0 && label.length <= 63)
  );
}

/**
 * A readable company name for a domain seen for the first time: the registrable part without
 * its suffix, words title-cased (`acme-corp.co.uk` → `Acme Corp`).
 */
export function companyNameFromDomain(domain: string): string {
  const base = parse(domain).domainWithoutSuffix ?? domain.split('.')[0] ?? domain;
  const name = base
    .split(/[-_.]+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
  return name || domain;
}
