/**
 * The host of an absolute http(s) address, lower-case and without `www.`, the form a
 * company's domain is compared in; null for anything else (a relative link, `mailto:`, junk).
 */
export function hostOf(value: unknown): string | null {
  if (typeof value !== 'string' || !/^https?:\/\//i.test(value)) return null;
  try {
    return new URL(value).hostname.toLowerCase().replace(/^www\./, '');
  } catch {
    return null;
  }
}
