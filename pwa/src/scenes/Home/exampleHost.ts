import { normalizeDomain } from '#shared/domain/normalizeDomain';

/**
 * The `{host}` of the home placeholder 'Enter company domain (e.g., {host})': the site's own
 * domain, which is a fine example of what to type; on a bare host name (localhost, an IP
 * address) a generic example instead, since those are not company domains.
 */
export function exampleHost(host: string): string {
  const domain = normalizeDomain(host);
  const looksLikeDomain =
    domain.includes('.') && !/^[\d.]+$/.test(domain) && !domain.startsWith('[');
  return looksLikeDomain ? domain : 'example.com';
}
