/**
 * Cloudflare's email obfuscation: the edge replaces each address with "[email protected]" and
 * keeps it hex-encoded in a `data-cfemail` attribute or an `/cdn-cgi/l/email-protection#…` link,
 * and its script decodes it in the visitor's browser. The first byte is a key; each next byte,
 * XORed with it, is a character. Decoded here as that script does, so the page reads as a
 * visitor sees it.
 */
const ENCODED_ELEMENT =
  /<(a|span)\b([^>]*?)\sdata-cfemail\s*=\s*["']?([0-9a-f]+)["']?([^>]*)>[\s\S]*?<\/\1\s*>/gi;
const PROTECTION_LINK =
  /\bhref\s*=\s*["']?(?:https?:\/\/[^/"'\s>]+)?\/cdn-cgi\/l\/email-protection(?:#([0-9a-f]+))?["']?/gi;
const EMAIL = /^[^\s@<>"']+@[^\s@<>"']+\.[a-z]{2,}$/i;

/** The address a Cloudflare hex string encodes, or null when it encodes none. */
export function decodeCloudflareEmail(hex: string): string | null {
  if (hex.length < 4 || hex.length % 2 !== 0) return null;
  const key = Number.parseInt(hex.slice(0, 2), 16);
  let address = '';
  for (let at = 2; at < hex.length; at += 2) {
    address += String.fromCharCode(Number.parseInt(hex.slice(at, at + 2), 16) ^ key);
  }
  return EMAIL.test(address) ? address : null;
}

/** The page with every Cloudflare-protected address written out, as the browser shows it. */
export function withCloudflareEmailsDecoded(html: string): string {
  if (!html.includes('cfemail') && !html.includes('email-protection')) return html;
  return html
    .replace(
      ENCODED_ELEMENT,
      (element: string, tag: string, before: string, hex: string, after: string) => {
        const address = decodeCloudflareEmail(hex);
        if (address === null) return element;
        // The link form carries the same address in its href, decoded below when it has a hash.
        const attributes = `${before}${after}`.replace(PROTECTION_LINK, `href="mailto:${address}"`);
        return `<${tag}${attributes}>${address}</${tag}>`;
      },
    )
    .replace(PROTECTION_LINK, (link: string, hex: string | undefined) => {
      const address = hex ? decodeCloudflareEmail(hex) : null;
      return address === null ? link : `href="mailto:${address}"`;
    });
}
