/**
 * Turns what someone typed (`https://www.Acme.com:8080/about?x=1`) into the bare domain a
 * company is keyed by (`acme.com`): lower-case; no scheme, user info, `www.`, port, path,
 * query, fragment or trailing dot; international names in their ASCII (punycode) form. One
 * function for the PWA search box, the API and the CSV import. It does not validate: see
 * `validateDomain.ts`.
 */
export function normalizeDomain(input: string): string {
  const text = input.trim().toLowerCase();
  if (text === '') return '';
  const withScheme = /^[a-z][a-z0-9+.-]*:\/\//.test(text) ? text : `http://${text}`;
  let host: string;
  try {
    host = new URL(withScheme).hostname;
  } catch {
    // Not parseable as a URL: keep the spec's plain rule so the caller can still report it.
    host = text.replace(/^[a-z]+:\/\//, '').split(/[/?#]/)[0] ?? '';
  }
  return host.replace(/^www\./, '').replace(/\.+$/, '');
}
