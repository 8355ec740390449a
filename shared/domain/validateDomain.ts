import { parse } from 'tldts';

/** The public suffix list with its private section: `github.io` is a suffix like `co.uk`. */
const WITH_PRIVATE_SUFFIXES = { allowPrivateDomains: true } as const;

/**
 * A registrable hostname under a real public suffix (`acme.com`, `shop.acme.co.uk`,
 * `acme.github.io`), checked against the public suffix list: `hello`, `a..b`, `localhost`, IP
 * addresses and unknown TLDs are not, and neither is a suffix itself, from the list's ICANN
 * section (`co.uk`) or its private one (`github.io`, `vercel.app`: anyone can publish under them,
 * so they are no one company). Kept apart from `normalizeDomain` so the PWA bundle need not carry
 * the suffix list.
 */
export function isValidDomain(domain: string): boolean {
  if (domain.length === 0 || domain.length > 253) return false;
  const icann = parse(domain);
  return (
    icann.hostname === domain &&
    !icann.isIp &&
    icann.isIcann === true &&
    parse(domain, WITH_PRIVATE_SUFFIXES).domain !== null &&
    domain.split('.').every((label) => label.length > 0 && label.length <= 63)
  );
}

/**
 * A readable company name for a domain seen for the first time: the registrable part without
 * its suffix, words title-cased (`acme-corp.co.uk` → `Acme Corp`).
 */
export function companyNameFromDomain(domain: string): string {
  const base =
    parse(domain, WITH_PRIVATE_SUFFIXES).domainWithoutSuffix ?? domain.split('.')[0] ?? domain;
  const name = base
    .split(/[-_.]+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
  return name || domain;
}
