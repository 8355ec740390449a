import { parse as parseDomain } from 'tldts';

/** A host as a company's domain is compared: lower-case, without `www.`. */
export function bareHost(host: string): string {
  return host.toLowerCase().replace(/^www\./, '');
}

/**
 * The host of an absolute http(s) address, in `bareHost`'s form; null for anything else (a
 * relative link, `mailto:`, junk).
 */
export function hostOf(value: unknown): string | null {
  if (typeof value !== 'string' || !/^https?:\/\//i.test(value)) return null;
  try {
    return bareHost(new URL(value).hostname);
  } catch {
    return null;
  }
}

/**
 * A site's name without its public suffix (`firma` for `shop.firma.co.uk` and `firma.de`), by
 * the public suffix list: what a company's name, handles and other domains are matched on.
 */
export function siteLabel(host: string): string {
  const bare = bareHost(host);
  return parseDomain(bare).domainWithoutSuffix ?? bare;
}

/**
 * The site's name in letters and digits only (`mullerandsons` for `muller-and-sons.de`): how a
 * name, a profile link or a handle is found in it, whatever its hyphens.
 */
export function squashedSiteLabel(host: string): string {
  return siteLabel(host).replace(/[^a-z0-9]/g, '');
}
